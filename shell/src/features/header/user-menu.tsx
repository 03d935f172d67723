import type { PublicUser } from '@elite/contracts/identity';
import {
  CarOutlined,
  DashboardOutlined,
  DownOutlined,
  GiftOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { strings } from '../../common/strings';
import { accountLinks } from './account-links';
import { useSignOut } from './use-sign-out';

const ICONS: Record<string, ReactNode> = {
  '/rewards': <GiftOutlined aria-hidden />,
  '/admin': <DashboardOutlined aria-hidden />,
  '/driver': <CarOutlined aria-hidden />,
};
const SIGN_OUT = 'sign-out';

/** The signed-in user's name in the header, opening Rewards, Admin (staff only) and Sign Out. Loaded on sign-in. */
export function UserMenu({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const items: MenuProps['items'] = [
    ...accountLinks(user).map(({ to, label }) => ({ key: to, label, icon: ICONS[to] })),
    { type: 'divider' },
    { key: SIGN_OUT, label: strings.nav.signOut, icon: <LogoutOutlined aria-hidden /> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === SIGN_OUT) signOut();
    else void navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button className="user-menu__button" icon={<UserOutlined aria-hidden />}>
        <span className="user-menu__name">{user.name}</span>
        <DownOutlined className="user-menu__caret" aria-hidden />
      </Button>
    </Dropdown>
  );
}
