import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';
import '../shared/styles/mf-admin.css';

/**
 * Hands the shell's antd theme (light or dark) to this remote's stylesheet as CSS variables,
 * so the plain CSS follows the theme instead of hard-coding colours.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const variables = {
    '--mfa-primary': token.colorPrimary,
    '--mfa-primary-bg': token.colorPrimaryBg,
    '--mfa-primary-border': token.colorPrimaryBorder,
    '--mfa-text': token.colorText,
    '--mfa-heading': token.colorTextHeading,
    '--mfa-text-secondary': token.colorTextSecondary,
    '--mfa-bg-layout': token.colorBgLayout,
    '--mfa-bg-container': token.colorBgContainer,
    '--mfa-bg-elevated': token.colorBgElevated,
    '--mfa-fill': token.colorFillQuaternary,
    '--mfa-border': token.colorBorderSecondary,
    '--mfa-radius': `${token.borderRadiusLG}px`,
    '--mfa-shadow': token.boxShadowTertiary,
    '--mfa-shadow-hover': token.boxShadowSecondary,
    '--mfa-font': token.fontFamily,
  } as CSSProperties;
  return (
    <div className="mfa" style={variables}>
      {children}
    </div>
  );
}
