/** The names the sign-in and register forms give themselves (FORM_NAME_FIELD), for the server's action. */
export const SIGN_IN_FORM = 'sign-in';
export const REGISTER_FORM = 'register';
export const AUTH_FORMS = [SIGN_IN_FORM, REGISTER_FORM] as const;
/** The ids of the dialog's two choices (radio inputs, login-panels.tsx). */
export const LOGIN_TAB_ID = 'auth-tab-login';
export const REGISTER_TAB_ID = 'auth-tab-register';
