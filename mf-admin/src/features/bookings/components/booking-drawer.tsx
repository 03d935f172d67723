import { useReadableErrorColor } from '@elite/web-kit';
import ConfigProvider from 'antd/es/config-provider';
import Drawer, { type DrawerProps } from 'antd/es/drawer';

/** A drawer about one booking (Details, the calendar's ride): the console's look, its error colour readable in both themes. */
export function BookingDrawer(props: Omit<DrawerProps, 'className'>) {
  const colorError = useReadableErrorColor();
  return (
    <ConfigProvider theme={{ token: { colorError } }}>
      <Drawer className="mfa-drawer" {...props} />
    </ConfigProvider>
  );
}
