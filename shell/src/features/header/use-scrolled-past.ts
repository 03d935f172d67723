import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `px` pixels; a server render draws the top of the page.
 * The position is read in an animation frame and in scroll events, where layout is up to date anyway:
 * read during a render or a commit (as useSyncExternalStore would, while the page is taken over) it
 * forces a layout of the whole page in the middle of hydration, a third of its longest task on a phone
 * (docs/architecture.md, "The first screen").
 */
export function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const read = () => setScrolled(window.scrollY > px);
    const frame = requestAnimationFrame(read);
    window.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', read);
    };
  }, [px]);
  return scrolled;
}
