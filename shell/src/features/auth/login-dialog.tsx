import { useAuthStore } from '@elite/web-kit';
import { Form, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { strings } from '../../common/strings';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type DialogTab = 'login' | 'register';

/** The login / register dialog (docs/product.md §2), opened from anywhere with useAuthStore().openLogin(). */
export function LoginDialog() {
  const open = useAuthStore((state) => state.loginOpen);
  const closeLogin = useAuthStore((state) => state.closeLogin);
  const [tab, setTab] = useState<DialogTab>('login');
  const [loginForm] = Form.useForm<{ email: string; password: string; rememberMe?: boolean }>();

  const showLoginFor = (email: string) => {
    setTab('login');
    loginForm.setFieldsValue({ email, password: '' });
  };

  return (
    <Modal
      open={open}
      onCancel={closeLogin}
      title={strings.auth.dialogTitle}
      footer={null}
      width={440}
      forceRender
      centered
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as DialogTab)}
        centered
        items={[
          {
            key: 'login',
            label: strings.auth.loginTab,
            children: <LoginForm form={loginForm} />,
            forceRender: true,
          },
          {
            key: 'register',
            label: strings.auth.registerTab,
            children: <RegisterForm onRegistered={showLoginFor} />,
          },
        ]}
      />
    </Modal>
  );
}
