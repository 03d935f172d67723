import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';
import '../shared/styles/mf-tracking.css';

/**
 * Hands the shell's antd theme (light or dark) to this remote's stylesheet as CSS variables,
 * so the plain CSS follows the theme instead of hard-coding colours.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const variables = {
    '--mft-primary': token.colorPrimary,
    '--mft-primary-bg': token.colorPrimaryBg,
    '--mft-primary-border': token.colorPrimaryBorder,
    '--mft-text': token.colorText,
    '--mft-heading': token.colorTextHeading,
    '--mft-text-secondary': token.colorTextSecondary,
    '--mft-bg-layout': token.colorBgLayout,
    '--mft-bg-elevated': token.colorBgElevated,
    '--mft-fill': token.colorFillQuaternary,
    '--mft-border': token.colorBorderSecondary,
    '--mft-success': token.colorSuccess,
    '--mft-warning': token.colorWarning,
    '--mft-radius': `${token.borderRadiusLG}px`,
    '--mft-shadow': token.boxShadowTertiary,
    '--mft-font': token.fontFamily,
  } as CSSProperties;
  return (
    <div className="mft" style={variables}>
      {children}
    </div>
  );
}
