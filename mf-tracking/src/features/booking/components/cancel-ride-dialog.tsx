import { FORM_NAME_FIELD } from '@elite/contracts/constants';
import Button from 'antd/es/button';
import type { FormEvent } from 'react';
import { manageRideStrings as strings } from '../../../common/strings';

export const CANCEL_RIDE_DIALOG_ID = 'mft-cancel-dialog';
/** The form's name (FORM_NAME_FIELD), for the server's action (server-actions.ts). */
export const CANCEL_FORM = 'cancel';

/** Closes the question (answered); nothing when it is not open. */
export function closeCancelRideDialog(): void {
  const dialog = document.getElementById(CANCEL_RIDE_DIALOG_ID);
  if (dialog?.matches(':popover-open')) dialog.hidePopover();
}

interface CancelRideDialogProps {
  /** The ride as the question names it: 'Friday, June 14, 2031 at 9:30 AM'. */
  ride: string;
  cancelling: boolean;
  onConfirm: () => void;
}

/**
 * 'Cancel this ride?', drawn by the server as a popover that Cancel This Ride opens natively
 * (`popovertarget`), before and without the page's code (docs/architecture.md, "The first screen").
 * Its answer is a real form posted to the page (docs/architecture.md, "Forms without JavaScript"):
 * without the code the server cancels and sends the visitor back to the ride, shown cancelled; with
 * it, the page cancels in place.
 */
export function CancelRideDialog({ ride, cancelling, onConfirm }: CancelRideDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <div
      id={CANCEL_RIDE_DIALOG_ID}
      className="elite-dialog mft-cancel-dialog"
      popover="auto"
      role="dialog"
      aria-labelledby="mft-cancel-title"
      aria-describedby="mft-cancel-body"
    >
      <h2 id="mft-cancel-title" className="elite-dialog-title">
        {strings.confirm.title}
      </h2>
      <p id="mft-cancel-body">{strings.confirm.body(ride)}</p>
      <form method="post" onSubmit={submit}>
        <input type="hidden" name={FORM_NAME_FIELD} value={CANCEL_FORM} />
        <div className="elite-dialog-footer">
          <Button htmlType="button" popoverTarget={CANCEL_RIDE_DIALOG_ID} popoverTargetAction="hide">
            {strings.confirm.keep}
          </Button>
          <Button htmlType="submit" danger loading={cancelling}>
            {strings.confirm.ok}
          </Button>
        </div>
      </form>
    </div>
  );
}
