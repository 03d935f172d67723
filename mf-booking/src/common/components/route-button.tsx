import Button, { type ButtonProps } from 'antd/es/button';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** An antd button that is a real link (open in a new tab works) and navigates inside the app. */
export function RouteButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
