import theme from 'antd/es/theme';
import type { GlobalToken } from 'antd/es/theme/interface';
import type { CSSProperties, ReactNode } from 'react';

/** The antd tokens a remote's plain stylesheet reads, by the name of its CSS variable. */
const TOKEN_VARIABLES = {
  primary: 'colorPrimary',
  'primary-hover': 'colorPrimaryHover',
  'primary-bg': 'colorPrimaryBg',
  'primary-border': 'colorPrimaryBorder',
  text: 'colorText',
  heading: 'colorTextHeading',
  'text-secondary': 'colorTextSecondary',
  'bg-layout': 'colorBgLayout',
  'bg-container': 'colorBgContainer',
  'bg-elevated': 'colorBgElevated',
  fill: 'colorFillQuaternary',
  border: 'colorBorderSecondary',
  'border-strong': 'colorBorder',
  shadow: 'boxShadowTertiary',
  'shadow-hover': 'boxShadowSecondary',
  font: 'fontFamily',
  success: 'colorSuccess',
  warning: 'colorWarning',
  error: 'colorError',
} as const satisfies Record<string, keyof GlobalToken>;

/**
 * A remote's root element: hands the shell's antd theme (light or dark) to the base stylesheet
 * (`@elite/web-kit/base.css`) and the remote's own as `--elite-*` CSS variables, so plain CSS follows
 * the theme instead of hard-coding colours. Its classes are `elite-remote` and the remote's prefix
 * (`mfb` gives `<div class="elite-remote mfb">`), which scopes the remote's own rules.
 */
export function ThemedRoot({ prefix, children }: { prefix: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const variables: Record<string, string> = { '--elite-radius': `${token.borderRadiusLG}px` };
  for (const [name, key] of Object.entries(TOKEN_VARIABLES))
    variables[`--elite-${name}`] = String(token[key]);
  return (
    <div className={`elite-remote ${prefix}`} style={variables as CSSProperties}>
      {children}
    </div>
  );
}
