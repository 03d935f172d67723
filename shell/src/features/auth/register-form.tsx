import { registerSchema } from '@elite/contracts/identity';
import { errorMessage, toast, zodRule } from '@elite/web-kit';
import { Button, Form, Input } from 'antd';
import { strings } from '../../common/strings';
import { useRegister } from './api/use-register';

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

/** Creates a client account; on success the dialog switches to login with the e-mail filled in. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const { trigger, isMutating } = useRegister();

  const submit = async (values: RegisterValues) => {
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

  return (
    <Form
      form={form}
      layout="vertical"
      name="register"
      requiredMark={false}
      onFinish={submit}
      disabled={isMutating}
    >
      <Form.Item label={strings.auth.name} name="name" rules={rules.name}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label={strings.auth.email} name="email" rules={rules.email}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={strings.auth.username} name="username" rules={rules.username}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label={strings.auth.password} name="password" rules={rules.password}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={strings.auth.phone} name="phone" rules={rules.phone}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isMutating}>
        {strings.auth.registerSubmit}
      </Button>
    </Form>
  );
}
