// Remote mf_tracking: /tracking/:bookingId, served by the gateway at /remotes/mf-tracking/.
// A first screen of its own, so it leans on the shell as mf-booking does: antd entries and the federation
// runtime come from the shell.
// Leaflet and its CSS are not shared: they load only with this remote's map chunk; its marker and
// control images are bundled (assets), so their URLs point into this remote rather than a guessed path.
// Its server build draws the page around the map; the map itself loads in the browser only.
import { createRemoteWebpackConfig } from '@elite/web-kit/remote-webpack-config.mjs';

export default createRemoteWebpackConfig({
  name: 'mf_tracking',
  dir: import.meta.dirname,
  exposes: { './TrackingPage': './src/app/tracking-page.tsx' },
  antdPerComponent: true,
  consumeAntdOnly: true,
  externalRuntime: true,
  assets: true,
  serverEntry: './src/server.ts',
});
