import { AdminGate } from '../features/access/components/admin-gate';
import { AdminDashboard } from './admin-dashboard';
import { RemoteRoot } from './remote-root';

/** /admin: the staff dashboard, for admins only (docs/product.md §2). */
export function AdminPage() {
  return (
    <RemoteRoot>
      <AdminGate>
        <AdminDashboard />
      </AdminGate>
    </RemoteRoot>
  );
}

export default AdminPage;
