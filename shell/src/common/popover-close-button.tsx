/** The × that closes a popover (the menu, the sign-in dialog) natively: before, and without, the page's code. */
export function PopoverCloseButton({ target, label }: { target: string; label: string }) {
  return (
    <button
      type="button"
      className="elite-dialog-close"
      popoverTarget={target}
      popoverTargetAction="hide"
      aria-label={label}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
