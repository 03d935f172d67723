import { THEMES, type Theme } from '@elite/contracts/constants';
import { useThemeStore } from '@elite/web-kit';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { strings } from '../../common/strings';

const ICONS: Record<Theme, ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

/** Light / dark / system as three toggle buttons; the web-kit theme store remembers the choice. */
export function ThemeToggle({ withLabels = false }: { withLabels?: boolean }) {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <div className="theme-toggle" role="group" aria-label={strings.theme.label}>
      {THEMES.map((value) => (
        <Button
          key={value}
          className="theme-toggle__button"
          type={theme === value ? 'primary' : 'text'}
          size="small"
          icon={ICONS[value]}
          aria-pressed={theme === value}
          aria-label={withLabels ? undefined : strings.theme[value]}
          title={strings.theme[value]}
          onClick={() => setTheme(value)}
        >
          {withLabels ? strings.theme[value] : null}
        </Button>
      ))}
    </div>
  );
}
