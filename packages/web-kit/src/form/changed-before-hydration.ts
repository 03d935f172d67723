import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** A named control's value as the visitor left it: text (a select's chosen option's value), or ticked. */
export type EarlyValue = string | boolean;

function changedValue(control: Element): EarlyValue | undefined {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio')
      return control.checked === control.defaultChecked ? undefined : control.checked;
    if (control.type === 'hidden') return undefined;
    return control.value === control.defaultValue ? undefined : control.value;
  }
  if (control instanceof HTMLTextAreaElement)
    return control.value === control.defaultValue ? undefined : control.value;
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options);
    const drawn = options.find((option) => option.defaultSelected) ?? options[0];
    return control.value === (drawn?.value ?? '') ? undefined : control.value;
  }
  return undefined;
}

/**
 * The named controls of `form` that the visitor changed while the form was server HTML, by name:
 * each differs from what was drawn (`defaultValue`, `defaultChecked`, the option drawn selected).
 */
export function changedBeforeHydration(form: HTMLFormElement): Record<string, EarlyValue> {
  const changed: Record<string, EarlyValue> = {};
  for (const control of Array.from(form.elements)) {
    const name = control.getAttribute('name');
    const value = name ? changedValue(control) : undefined;
    if (name && value !== undefined) changed[name] = value;
  }
  return changed;
}

/**
 * Hands what the visitor typed, ticked or chose in a server-drawn form before its code took it over
 * (docs/architecture.md, "Server rendering") to the form's state, once, as the form mounts. React 19
 * keeps such a value in the page as it hydrates, but tells no one: no change event is replayed
 * (that is `enableHydrationChangeEvent`, in its experimental channel only), so a controlled form's
 * state would still hold the server's value, send it, and put it back in the field at its next
 * render. `formInside` is an element around the form (antd's Form takes no DOM ref).
 */
export function useChangedBeforeHydration(
  formInside: RefObject<HTMLElement | null>,
  apply: (changed: Record<string, EarlyValue>) => void,
): void {
  const onChanged = useEffectEvent(apply);
  useLayoutEffect(() => {
    const form = formInside.current?.querySelector('form');
    if (!form) return;
    const changed = changedBeforeHydration(form);
    if (Object.keys(changed).length > 0) onChanged(changed);
  }, [formInside]);
}
