// Remote mf_rewards: the rewards page at /rewards, served by the gateway at /remotes/mf-rewards/.
import { createRemoteWebpackConfig } from '@elite/web-kit/remote-webpack-config.mjs';

export default createRemoteWebpackConfig({
  name: 'mf_rewards',
  dir: import.meta.dirname,
  exposes: { './RewardsPage': './src/app/rewards-page.tsx' },
  serverEntry: './src/server.ts',
});
