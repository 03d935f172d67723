/**
 * Presses on a server-drawn page before its code has taken it over (docs/architecture.md, "The first
 * screen"), for the buttons and tabs whose effect only code can give (the theme's, the ride page's
 * Simulate Driver Movement, a second tab). Everything else answers natively: links as links, forms as
 * forms posted to the page, the menu and the dialogs through the popover API (`popovertarget`), and
 * those are left alone here (pressed again, a popover's button would close what it opened).
 *
 * React does not replay a click on HTML it has not hydrated (the code of that part is not there yet),
 * so a press is kept from the moment the shell's first script runs until the part it fell in is taken
 * over, and pressed again then: the chrome at the app's first commit, the route's page (in `<main>`)
 * once its remote's code has hydrated it, which can be later.
 */
const PRESSABLE = 'button, [role="button"], [role="tab"]';
const PAGE = 'main';
const pressed: HTMLElement[] = [];
const takenOver = { chrome: false, page: false };

const inPage = (target: Element) => target.closest(PAGE) !== null;

function keep(event: MouseEvent) {
  if (!event.isTrusted || !(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>(PRESSABLE);
  if (!target || takenOver[inPage(target) ? 'page' : 'chrome']) return;
  // A form's button did what a plain HTML form does (it posted), a popover's opened or closed it.
  const native = target instanceof HTMLButtonElement && (target.form || target.popoverTargetElement);
  if (!native) pressed.push(target);
}

export function keepEarlyPresses(): void {
  document.addEventListener('click', keep, { capture: true });
}

/** Presses again what was pressed in a part now taken over and is still in the page. */
function replay(part: keyof typeof takenOver): void {
  takenOver[part] = true;
  if (takenOver.chrome && takenOver.page) document.removeEventListener('click', keep, { capture: true });
  const due = pressed.filter((target) => (inPage(target) ? 'page' : 'chrome') === part);
  for (const target of due) pressed.splice(pressed.indexOf(target), 1);
  for (const target of due) if (target.isConnected) target.click();
}

/** The app's first commit: the header, menu and footer are hydrated. */
export const replayChromePresses = (): void => replay('chrome');

/** The route's page has committed with its code: it is hydrated, or was rendered by the browser. */
export const replayPagePresses = (): void => replay('page');
