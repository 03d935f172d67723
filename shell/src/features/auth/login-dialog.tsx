import { AUTH_DIALOG_ID, FORM_DONE_PARAM } from '@elite/contracts/constants';
import { HydrationIsland, usePostedForm } from '@elite/web-kit';
import { lazy, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { strings } from '../../common/strings';
import { REGISTER_FORM, SIGN_IN_FORM } from './auth-forms';
import { PopoverCloseButton } from '../../common/popover-close-button';

// antd's Form, Input and Checkbox: taken over when the dialog is opened (or at any input), not with
// the first screen; until then the server's HTML forms post as plain forms.
const LoginPanels = lazy(() => import('./login-panels').then((module) => ({ default: module.LoginPanels })));

/** Closes the dialog (signed in); nothing when it is not open. */
export function closeLoginDialog(): void {
  const dialog = document.getElementById(AUTH_DIALOG_ID);
  if (dialog?.matches(':popover-open')) dialog.hidePopover();
}

/**
 * The login / register dialog (docs/product.md §2), drawn by the server on every page as a popover:
 * any Sign In is a `<button popovertarget={AUTH_DIALOG_ID}>`, which opens it natively, before and
 * without the page's code; its forms post to the page (docs/architecture.md, "Forms without
 * JavaScript"). A page sent back as the answer to one of them (a wrong field) draws it open.
 */
export function LoginDialog() {
  const postedSignIn = usePostedForm(SIGN_IN_FORM);
  const postedRegister = usePostedForm(REGISTER_FORM);
  const { pathname, search } = useLocation();
  // Registered without JavaScript (Post/Redirect/Get): the page again, the dialog open at Login.
  const registered = new URLSearchParams(search).get(FORM_DONE_PARAM) === REGISTER_FORM;
  const posted = Boolean(postedSignIn ?? postedRegister) || registered;
  // Once the code runs, a dialog the server drew open becomes the popover it is everywhere else.
  const [popoverShown, setPopoverShown] = useState(false);
  useEffect(() => {
    if (!posted) return;
    document.getElementById(AUTH_DIALOG_ID)?.showPopover();
    setPopoverShown(true);
  }, [posted]);
  const drawnOpen = posted && !popoverShown;
  const pageSearch = new URLSearchParams(search);
  pageSearch.delete(FORM_DONE_PARAM);
  const page = { pathname, search: pageSearch.size > 0 ? `?${pageSearch.toString()}` : '' };

  return (
    <div
      id={AUTH_DIALOG_ID}
      className="elite-dialog auth-dialog"
      popover="auto"
      role="dialog"
      aria-labelledby="auth-dialog-title"
      data-shown={drawnOpen ? '' : undefined}
    >
      <div className="elite-dialog-header">
        <h2 id="auth-dialog-title" className="elite-dialog-title">
          {strings.auth.dialogTitle}
        </h2>
        {drawnOpen ? (
          // Drawn open without the popover API: closed by coming back to the page.
          <Link className="elite-dialog-close" to={page} aria-label={strings.auth.close}>
            <span aria-hidden="true">×</span>
          </Link>
        ) : (
          <PopoverCloseButton target={AUTH_DIALOG_ID} label={strings.auth.close} />
        )}
      </div>
      <HydrationIsland id={AUTH_DIALOG_ID}>
        {registered && (
          <p className="auth-dialog__done" role="status">
            {strings.auth.registerSucceededText}
          </p>
        )}
        <LoginPanels postedSignIn={postedSignIn} postedRegister={postedRegister} />
      </HydrationIsland>
    </div>
  );
}
