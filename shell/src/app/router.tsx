import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { RootLayout } from './root-layout';

// Each page of a remote: the remote's federation name and the module it exposes (docs/development.md).
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<RemotePage remote="mf_booking" module="HomePage" />} />
        <Route path="/booking" element={<RemotePage remote="mf_booking" module="BookingPage" />} />
        <Route
          path="/magic-link/:token"
          element={<RemotePage remote="mf_booking" module="MagicLinkPage" />}
        />
        <Route path="/admin" element={<RemotePage remote="mf_admin" module="AdminPage" />} />
        <Route
          path="/tracking/:bookingId"
          element={<RemotePage remote="mf_tracking" module="TrackingPage" />}
        />
        <Route path="/rewards" element={<RemotePage remote="mf_rewards" module="RewardsPage" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
