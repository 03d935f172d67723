import theme from 'antd/es/theme';
import type { CSSProperties, ReactNode } from 'react';
import '../shared/styles/mf-booking.css';

/**
 * Hands the shell's antd theme (light or dark) to this remote's stylesheet as CSS variables,
 * so the plain CSS follows the theme instead of hard-coding colours.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const variables = {
    '--mfb-primary': token.colorPrimary,
    '--mfb-primary-hover': token.colorPrimaryHover,
    '--mfb-primary-bg': token.colorPrimaryBg,
    '--mfb-primary-border': token.colorPrimaryBorder,
    '--mfb-text': token.colorText,
    '--mfb-heading': token.colorTextHeading,
    '--mfb-text-secondary': token.colorTextSecondary,
    '--mfb-bg-layout': token.colorBgLayout,
    '--mfb-bg-container': token.colorBgContainer,
    '--mfb-bg-elevated': token.colorBgElevated,
    '--mfb-fill': token.colorFillQuaternary,
    '--mfb-border': token.colorBorderSecondary,
    '--mfb-radius': `${token.borderRadiusLG}px`,
    '--mfb-shadow': token.boxShadowTertiary,
    '--mfb-shadow-hover': token.boxShadowSecondary,
    '--mfb-font': token.fontFamily,
    '--mfb-success': token.colorSuccess,
    '--mfb-error': token.colorError,
  } as CSSProperties;
  return (
    <div className="mfb" style={variables}>
      {children}
    </div>
  );
}
