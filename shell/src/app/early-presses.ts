/**
 * Presses on a server-drawn page before its code has taken it over (docs/architecture.md, "The first
 * screen"). The page is painted first and its code fetched after, so a visitor can press a button of
 * the header (the theme, the menu, Client Login) before React has attached a handler to it: the press
 * would be lost. It is kept from the moment the shell's first script runs, and pressed again once the
 * page is hydrated. Links need none of this: they work as plain links until then; nor do forms.
 */
const PRESSABLE = 'button, [role="button"]';
const pressed: HTMLElement[] = [];

function keep(event: MouseEvent) {
  if (!event.isTrusted || !(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>(PRESSABLE);
  // A form's button did what a plain HTML form does (the page's forms stay disabled until hydrated).
  if (target && !(target instanceof HTMLButtonElement && target.form)) pressed.push(target);
}

export function keepEarlyPresses(): void {
  document.addEventListener('click', keep, { capture: true });
}

/** Once hydrated: stops keeping, and presses again what was pressed and is still in the page. */
export function replayEarlyPresses(): void {
  document.removeEventListener('click', keep, { capture: true });
  for (const target of pressed.splice(0)) if (target.isConnected) target.click();
}
