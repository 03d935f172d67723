import { lazy, Suspense } from 'react';
import { AdminGate, AdminLoading } from '../features/access/components/admin-gate';
import { RemoteRoot } from './remote-root';

// The dashboard's code (its tables, tabs, drawer and forms, and the antd components they use) loads
// only once an admin is signed in: a visitor asked to sign in, as the server draws /admin for a
// request without a session, downloads and runs the gate alone.
const AdminDashboard = lazy(() =>
  import('./admin-dashboard').then(({ AdminDashboard }) => ({ default: AdminDashboard })),
);

/** /admin: the staff dashboard, for admins only (docs/product.md §2). */
export function AdminPage() {
  return (
    <RemoteRoot>
      <AdminGate>
        <Suspense fallback={<AdminLoading />}>
          <AdminDashboard />
        </Suspense>
      </AdminGate>
    </RemoteRoot>
  );
}

export default AdminPage;
