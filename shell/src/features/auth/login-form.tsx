import { loginFormSchema, loginSchema } from '@elite/contracts/identity';
import { errorMessage, toast, useAuthStore, zodRule } from '@elite/web-kit';
import { Button, Checkbox, Form, Input, type FormInstance } from 'antd';
import { strings } from '../../common/strings';
import { useLogin } from './api/use-login';

interface LoginValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

const rules = {
  email: [zodRule(loginFormSchema.shape.email)],
  password: [zodRule(loginFormSchema.shape.password)],
};

/** Signs in; on success the dialog closes and the signed-in user is read again. */
export function LoginForm({ form }: { form: FormInstance<LoginValues> }) {
  const { trigger, isMutating } = useLogin();
  const closeLogin = useAuthStore((state) => state.closeLogin);
  const refreshUser = useAuthStore((state) => state.refresh);

  const submit = async (values: LoginValues) => {
    try {
      await trigger(loginSchema.parse({ email: values.email, password: values.password }));
    } catch (error) {
      toast.error(strings.auth.loginFailed, errorMessage(error, strings.auth.loginFailedFallback));
      return;
    }
    toast.success(strings.auth.loginSucceeded, strings.auth.loginSucceededText);
    form.resetFields();
    closeLogin();
    await refreshUser();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="login"
      requiredMark={false}
      onFinish={submit}
      disabled={isMutating}
    >
      <Form.Item label={strings.auth.email} name="email" rules={rules.email}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={strings.auth.password} name="password" rules={rules.password}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>{strings.auth.rememberMe}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isMutating}>
        {strings.auth.loginSubmit}
      </Button>
    </Form>
  );
}
