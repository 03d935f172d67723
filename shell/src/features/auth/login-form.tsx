import { FORM_NAME_FIELD } from '@elite/contracts/constants';
import { loginFormSchema, loginSchema } from '@elite/contracts/identity';
import type { PostedForm } from '@elite/contracts/server-render';
import {
  errorMessage,
  postedErrorProps,
  postedFieldError,
  toast,
  useAuthStore,
  zodRule,
} from '@elite/web-kit';
import { Alert, Button, Checkbox, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { strings } from '../../common/strings';
import { useLogin } from './api/use-login';
import { SIGN_IN_FORM } from './auth-forms';
import { closeLoginDialog } from './login-dialog';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

const rules = {
  email: [zodRule(loginFormSchema.shape.email)],
  password: [zodRule(loginFormSchema.shape.password)],
};

/**
 * Signs in; on success the dialog closes and the signed-in user is read again. A real form posted to
 * the page: before or without the page's code the server signs in and sends the visitor back to it.
 */
export function LoginForm({
  form,
  posted,
}: {
  form: FormInstance<LoginValues>;
  posted: PostedForm | undefined;
}) {
  const { trigger, isMutating } = useLogin();
  const refreshUser = useAuthStore((state) => state.refresh);
  // The server's word on what was posted, until the visitor sends the form again.
  const [postedShown, setPostedShown] = useState(true);

  const submit = async (values: LoginValues) => {
    setPostedShown(false);
    try {
      await trigger(loginSchema.parse({ email: values.email, password: values.password }));
    } catch (error) {
      toast.error(strings.auth.loginFailed, errorMessage(error, strings.auth.loginFailedFallback));
      return;
    }
    toast.success(strings.auth.loginSucceeded, strings.auth.loginSucceededText);
    form.resetFields();
    closeLoginDialog();
    await refreshUser();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="login"
      aria-label={strings.auth.loginTab}
      method="post"
      // The fields are checked by the contracts' rules: here, or by the server when posted before the code.
      noValidate
      requiredMark={false}
      initialValues={posted?.values}
      onFinish={submit}
      onFinishFailed={() => setPostedShown(false)}
      disabled={isMutating}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={SIGN_IN_FORM} />
      {postedShown && posted?.message && (
        <Alert className="auth-dialog__problem" type="error" showIcon title={posted.message} />
      )}
      <Form.Item
        label={strings.auth.email}
        name="email"
        rules={rules.email}
        {...postedErrorProps(postedShown ? postedFieldError(posted, 'email') : undefined)}
      >
        <Input type="email" name="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label={strings.auth.password}
        name="password"
        rules={rules.password}
        {...postedErrorProps(postedShown ? postedFieldError(posted, 'password') : undefined)}
      >
        <Input.Password name="password" autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox name="rememberMe">{strings.auth.rememberMe}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isMutating}>
        {strings.auth.loginSubmit}
      </Button>
    </Form>
  );
}
