// Remote mf_rewards: the rewards page at /rewards, served by the gateway at /remotes/mf-rewards/.
// A first screen of its own, so it leans on the shell as mf-booking does: antd entries and the federation
// runtime come from the shell (remoteEntry.js 101 KB -> 28 KB before gzip, and a shorter task to run it).
import { createRemoteWebpackConfig } from '@elite/web-kit/remote-webpack-config.mjs';

export default createRemoteWebpackConfig({
  name: 'mf_rewards',
  dir: import.meta.dirname,
  exposes: { './RewardsPage': './src/app/rewards-page.tsx' },
  antdPerComponent: true,
  consumeAntdOnly: true,
  externalRuntime: true,
  serverEntry: './src/server.ts',
});
