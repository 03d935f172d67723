import { theme, type ThemeConfig } from 'antd';

// Black and gold. The dark gold of the light theme keeps text and links above 4.5:1 on white.
const shared: ThemeConfig['token'] = {
  fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  borderRadius: 6,
};

// The components' rules come from antd's stylesheet, baked at build time (shell/antd-stylesheet.mjs,
// linked in index.html): cssinjs writes no rule at run time, on the server or in the browser, only
// each theme's CSS variables (docs/architecture.md, "Styles"). Unhashed class names, as in that file.
const styles: Pick<ThemeConfig, 'zeroRuntime' | 'hashed'> = { zeroRuntime: true, hashed: false };

export const darkTheme: ThemeConfig = {
  ...styles,
  algorithm: theme.darkAlgorithm,
  token: {
    ...shared,
    colorPrimary: '#d4af37',
    colorBgBase: '#0b0b0d',
    colorTextBase: '#f2efe8',
    colorLink: '#e2c35d',
  },
  components: {
    Button: { primaryColor: '#0b0b0d' },
    // The derived error red is 3.6:1 on a dialog's elevated background; this one keeps field messages above 4.5:1.
    Form: { colorError: '#ff7875' },
  },
};

export const lightTheme: ThemeConfig = {
  ...styles,
  algorithm: theme.defaultAlgorithm,
  token: {
    ...shared,
    colorPrimary: '#7d5f12',
    colorBgBase: '#ffffff',
    colorTextBase: '#16140f',
    colorLink: '#7d5f12',
  },
};
