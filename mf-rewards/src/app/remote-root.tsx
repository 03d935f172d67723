import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';
import '../shared/styles/mf-rewards.css';

/**
 * Hands the shell's antd theme (light or dark) to this remote's stylesheet as CSS variables,
 * so the plain CSS follows the theme instead of hard-coding colours.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const variables = {
    '--mfr-primary': token.colorPrimary,
    '--mfr-primary-bg': token.colorPrimaryBg,
    '--mfr-primary-border': token.colorPrimaryBorder,
    '--mfr-text': token.colorText,
    '--mfr-heading': token.colorTextHeading,
    '--mfr-text-secondary': token.colorTextSecondary,
    '--mfr-bg-layout': token.colorBgLayout,
    '--mfr-bg-container': token.colorBgContainer,
    '--mfr-bg-elevated': token.colorBgElevated,
    '--mfr-fill': token.colorFillQuaternary,
    '--mfr-border': token.colorBorderSecondary,
    '--mfr-border-strong': token.colorBorder,
    '--mfr-radius': `${token.borderRadiusLG}px`,
    '--mfr-shadow': token.boxShadowTertiary,
    '--mfr-font': token.fontFamily,
  } as CSSProperties;
  return (
    <div className="mfr" style={variables}>
      {children}
    </div>
  );
}
