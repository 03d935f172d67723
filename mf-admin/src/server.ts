// mf_admin's server build (docs/architecture.md, "Server rendering"): the page as the visitor sees it
// when the request carried no session (asked to sign in), else as someone not yet known draws it; the
// browser learns who is signed in and loads the dashboard's data.
import { noFirstScreenData, remoteServerEntry } from '@elite/web-kit/server-entry';

export const createServerBuild = remoteServerEntry(async () => {
  const [{ AdminPage }, { DriverPage }] = await Promise.all([
    import('./app/admin-page'),
    import('./app/driver-page'),
  ]);
  return { pages: { AdminPage, DriverPage }, loadData: noFirstScreenData };
});
