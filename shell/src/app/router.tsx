import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { REMOTE_PAGES } from './pages';
import { RootLayout } from './root-layout';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {REMOTE_PAGES.map(({ path, remote, module }) => (
          <Route key={path} path={path} element={<RemotePage remote={remote} module={module} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
