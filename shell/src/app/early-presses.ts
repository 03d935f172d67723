/**
 * Presses on a server-drawn page before its code has taken it over (docs/architecture.md, "The first
 * screen"), for the few buttons whose effect only code can give: the theme's. Everything else answers
 * natively: links as links, forms as forms posted to the page, the menu and the dialogs through the
 * popover API (`popovertarget`), and those are left alone here (pressed again, a popover's button
 * would close what it opened). A press on such a button is kept from the moment the shell's first
 * script runs, and pressed again once the page is hydrated.
 */
const PRESSABLE = 'button, [role="button"]';
const pressed: HTMLElement[] = [];

function keep(event: MouseEvent) {
  if (!event.isTrusted || !(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>(PRESSABLE);
  // A form's button did what a plain HTML form does (it posted), a popover's opened or closed it.
  const native = target instanceof HTMLButtonElement && (target.form || target.popoverTargetElement);
  if (target && !native) pressed.push(target);
}

export function keepEarlyPresses(): void {
  document.addEventListener('click', keep, { capture: true });
}

/** Once hydrated: stops keeping, and presses again what was pressed and is still in the page. */
export function replayEarlyPresses(): void {
  document.removeEventListener('click', keep, { capture: true });
  for (const target of pressed.splice(0)) if (target.isConnected) target.click();
}
