import type { MouseEvent, ReactNode } from 'react';

const stay = (event: MouseEvent) => event.preventDefault();

/** A link the spec keeps going nowhere (our services, privacy, terms, sitemap). */
export function DeadLink({ children }: { children: ReactNode }) {
  return (
    <a href="#" onClick={stay}>
      {children}
    </a>
  );
}
