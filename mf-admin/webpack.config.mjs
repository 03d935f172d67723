// Remote mf_admin: the staff dashboard at /admin and the chauffeur's page at /driver, served by the gateway at /remotes/mf-admin/.
import { createRemoteWebpackConfig } from '@elite/web-kit/remote-webpack-config.mjs';

export default createRemoteWebpackConfig({
  name: 'mf_admin',
  dir: import.meta.dirname,
  exposes: { './AdminPage': './src/app/admin-page.tsx', './DriverPage': './src/app/driver-page.tsx' },
  antdPerComponent: true,
  swcMinify: true,
  serverEntry: './src/server.ts',
});
