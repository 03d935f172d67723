import { useResolvedTheme } from '@elite/web-kit';
import { ConfigProvider } from 'antd';
import { useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '../common/antd-theme';

/** antd's theme for the whole page, remotes included, plus the page's own colours (styles.css). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // Deferred: a part of the page still waiting for its code (the home page's, until the visitor acts)
  // keeps its server HTML until that code has arrived, instead of being thrown away and drawn as
  // loading by an urgent theme change (docs/architecture.md, "The first screen").
  const resolved = useDeferredValue(useResolvedTheme());
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);
  return <ConfigProvider theme={resolved === 'dark' ? darkTheme : lightTheme}>{children}</ConfigProvider>;
}
