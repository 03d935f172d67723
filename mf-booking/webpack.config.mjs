// Remote mf_booking: the home sections, /booking and /magic-link/:token, served by the gateway at /remotes/mf-booking/.
// On the home page's first paint, so it leans on the shell: antd entries and the federation runtime
// come from the shell (~7 KB and ~23 KB gzipped less in remoteEntry.js), contracts from source.
import { createRemoteWebpackConfig } from '@elite/web-kit/remote-webpack-config.mjs';

export default createRemoteWebpackConfig({
  name: 'mf_booking',
  dir: import.meta.dirname,
  exposes: {
    './HomePage': './src/app/home-page.tsx',
    './BookingPage': './src/app/booking-page.tsx',
    './MagicLinkPage': './src/app/magic-link-page.tsx',
  },
  antdPerComponent: true,
  consumeAntdOnly: true,
  externalRuntime: true,
  assets: true,
  contractsSource: true,
  serverEntry: './src/server.ts',
});
