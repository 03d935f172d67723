import type { PostedForm } from '@elite/contracts/server-render';
import { Form } from 'antd';
import { strings } from '../../common/strings';
import { LOGIN_TAB_ID, REGISTER_TAB_ID } from './auth-forms';
import { LoginForm, type LoginValues } from './login-form';
import { RegisterForm } from './register-form';

interface LoginPanelsProps {
  postedSignIn: PostedForm | undefined;
  postedRegister: PostedForm | undefined;
}

/**
 * Login and Register, one shown at a time. The choice is two radio inputs styled as tabs, so it
 * switches without the page's code (the CSS shows the panel of the checked one).
 */
export function LoginPanels({ postedSignIn, postedRegister }: LoginPanelsProps) {
  const [loginForm] = Form.useForm<LoginValues>();

  const showLoginFor = (email: string) => {
    const loginTab = document.getElementById(LOGIN_TAB_ID);
    if (loginTab instanceof HTMLInputElement) loginTab.checked = true;
    loginForm.setFieldsValue({ email, password: '' });
  };

  return (
    <div className="auth-tabs">
      <div className="auth-tabs__list" role="radiogroup" aria-label={strings.auth.choice}>
        <input
          type="radio"
          className="auth-tabs__radio"
          name="auth-tab"
          id={LOGIN_TAB_ID}
          defaultChecked={!postedRegister}
        />
        <label className="auth-tabs__tab" htmlFor={LOGIN_TAB_ID}>
          {strings.auth.loginTab}
        </label>
        <input
          type="radio"
          className="auth-tabs__radio"
          name="auth-tab"
          id={REGISTER_TAB_ID}
          defaultChecked={Boolean(postedRegister)}
        />
        <label className="auth-tabs__tab" htmlFor={REGISTER_TAB_ID}>
          {strings.auth.registerTab}
        </label>
      </div>
      <div className="auth-tabs__panel auth-tabs__panel--login">
        <LoginForm form={loginForm} posted={postedSignIn} />
      </div>
      <div className="auth-tabs__panel auth-tabs__panel--register">
        <RegisterForm posted={postedRegister} onRegistered={showLoginFor} />
      </div>
    </div>
  );
}
