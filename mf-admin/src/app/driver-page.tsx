import { lazy, Suspense } from 'react';
import { PageHeader } from '../common/components/page-header';
import { driverStrings } from '../common/strings';
import { AdminLoading, RoleGate } from '../features/access/components/admin-gate';
import { RemoteRoot } from './remote-root';

// The rides' code (cards, buttons, the position sharing) loads only once a chauffeur is signed in.
const DriverRides = lazy(() =>
  import('../features/driver/components/driver-rides').then(({ DriverRides }) => ({ default: DriverRides })),
);

const GATE_TEXTS = {
  signInTitle: driverStrings.signInTitle,
  signInText: driverStrings.signInText,
  otherRoleTitle: driverStrings.driversOnlyTitle,
  otherRoleText: driverStrings.driversOnlyText,
};

/**
 * /driver: the chauffeur's screen (docs/product.md §12). In this remote rather than one of its own: it
 * is staff's side of the product, with the same sign-in gate, antd setup and booking shapes, and a fifth
 * remote would add a build, an image and a deployment for one page.
 */
export function DriverPage() {
  return (
    <RemoteRoot>
      <RoleGate
        role="driver"
        texts={GATE_TEXTS}
        header={<PageHeader title={driverStrings.title} intro={null} />}
        loading={driverStrings.loading}
      >
        <Suspense fallback={<AdminLoading label={driverStrings.loading} />}>
          <DriverRides />
        </Suspense>
      </RoleGate>
    </RemoteRoot>
  );
}

export default DriverPage;
