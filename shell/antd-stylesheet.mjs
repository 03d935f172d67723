// antd's stylesheet, baked at build time (docs/architecture.md, "Styles"): every component's rules,
// antd's whole export (@ant-design/static-style-extract), so one cacheable file covers the shell and
// every remote, whichever antd components they use. No theme is in it: antd 6 writes the components'
// rules against CSS variables, and the pages run with `zeroRuntime` (src/common/antd-theme.ts), so
// cssinjs writes each theme's variables (a few KB) but never a component's rules.
// Run by webpack.config.mjs in a process of its own, with NODE_ENV=production as the pages run: it
// prints the CSS.
import { createRequire } from 'node:module';

// antd's CommonJS build, as the render slice loads it.
const require = createRequire(import.meta.url);
const { createCache, extractStyle: extractCache, StyleProvider } = require('@ant-design/cssinjs');
const { extractStyle } = require('@ant-design/static-style-extract');
const { ConfigProvider } = require('antd');
const { createElement } = require('react');

const cache = createCache();
// Every component drawn once, in the pages' ConfigProvider settings (unhashed class names).
extractStyle((node) =>
  createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme: { hashed: false } }, node)),
);
// The rules only: each theme's variables are written where the theme is used, at run time.
process.stdout.write(extractCache(cache, { types: ['style'], plain: true }));
