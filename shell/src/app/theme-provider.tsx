import { useResolvedTheme } from '@elite/web-kit';
import { ConfigProvider } from 'antd';
import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '../common/antd-theme';

/** antd's theme for the whole page, remotes included, plus the page's own colours (styles.css). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);
  return <ConfigProvider theme={resolved === 'dark' ? darkTheme : lightTheme}>{children}</ConfigProvider>;
}
