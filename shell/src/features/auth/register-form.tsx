import { FORM_NAME_FIELD } from '@elite/contracts/constants';
import { registerSchema } from '@elite/contracts/identity';
import type { PostedForm } from '@elite/contracts/server-render';
import { errorMessage, postedErrorProps, postedFieldError, toast, zodRule } from '@elite/web-kit';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { strings } from '../../common/strings';
import { useRegister } from './api/use-register';
import { REGISTER_FORM } from './auth-forms';

interface RegisterValues {
  name: string;
  email: string;
  username: string;
  password: string;
  phone?: string;
}

const { shape } = registerSchema;
const rules = {
  name: [zodRule(shape.name)],
  email: [zodRule(shape.email)],
  username: [zodRule(shape.username)],
  password: [zodRule(shape.password)],
  phone: [zodRule(shape.phone)],
};

interface RegisterFormProps {
  posted: PostedForm | undefined;
  onRegistered: (email: string) => void;
}

/**
 * Creates a client account; on success the dialog switches to login with the e-mail filled in. A real
 * form posted to the page: before or without the page's code the server creates the account and
 * sends the visitor back to the page, the dialog open at Login.
 */
export function RegisterForm({ posted, onRegistered }: RegisterFormProps) {
  const [form] = Form.useForm<RegisterValues>();
  const { trigger, isMutating } = useRegister();
  const [postedShown, setPostedShown] = useState(true);

  const submit = async (values: RegisterValues) => {
    setPostedShown(false);
    const input = registerSchema.parse(values);
    try {
      await trigger(input);
    } catch (error) {
      toast.error(strings.auth.registerFailed, errorMessage(error, strings.auth.registerFailedFallback));
      return;
    }
    toast.success(strings.auth.registerSucceeded, strings.auth.registerSucceededText);
    form.resetFields();
    onRegistered(input.email);
  };

  const item = (field: keyof RegisterValues) =>
    postedErrorProps(postedShown ? postedFieldError(posted, field) : undefined);
  return (
    <Form
      form={form}
      layout="vertical"
      name="register"
      aria-label={strings.auth.registerTab}
      method="post"
      // The fields are checked by the contracts' rules: here, or by the server when posted before the code.
      noValidate
      requiredMark={false}
      initialValues={posted?.values}
      onFinish={submit}
      onFinishFailed={() => setPostedShown(false)}
      disabled={isMutating}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={REGISTER_FORM} />
      {postedShown && posted?.message && (
        <Alert className="auth-dialog__problem" type="error" showIcon title={posted.message} />
      )}
      <Form.Item label={strings.auth.name} name="name" rules={rules.name} {...item('name')}>
        <Input name="name" autoComplete="name" />
      </Form.Item>
      <Form.Item label={strings.auth.email} name="email" rules={rules.email} {...item('email')}>
        <Input type="email" name="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={strings.auth.username} name="username" rules={rules.username} {...item('username')}>
        <Input name="username" autoComplete="username" />
      </Form.Item>
      <Form.Item label={strings.auth.password} name="password" rules={rules.password} {...item('password')}>
        <Input.Password name="password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={strings.auth.phone} name="phone" rules={rules.phone} {...item('phone')}>
        <Input type="tel" name="phone" autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isMutating}>
        {strings.auth.registerSubmit}
      </Button>
    </Form>
  );
}
