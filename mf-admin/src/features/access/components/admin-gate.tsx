import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import { AUTH_DIALOG_ID } from '@elite/contracts/constants';
import { useHydrated, useSignedInUser } from '@elite/web-kit';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../common/components/page-header';
import { accessStrings, pageStrings } from '../../../common/strings';

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="elite-container mfa-container mfa-page">
      <PageHeader intro={null} />
      <section className="elite-card mfa-notice" aria-labelledby="mfa-notice-title">
        <span className="elite-icon-badge mfa-notice-icon" aria-hidden>
          {icon}
        </span>
        <h2 id="mfa-notice-title" className="elite-card-title mfa-card-title">
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}

/** The page while it is not known who is there, or while the dashboard's code arrives. */
export function AdminLoading() {
  return (
    <div className="elite-container mfa-container mfa-page mfa-page-loading" role="status">
      <Spin size="large" />
      <span className="elite-visually-hidden">{pageStrings.loading}</span>
    </div>
  );
}

/**
 * Shows the dashboard to admins only: a visitor is asked to sign in, a client is told the page is for staff.
 * The dashboard (and so every admin request) is not even mounted for anyone else.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, known } = useSignedInUser();
  const hydrated = useHydrated();

  if (!user && !known) return <AdminLoading />;
  if (!user) {
    return (
      <Notice icon={<LockOutlined />} title={accessStrings.signInTitle}>
        <p className="elite-card-text">{accessStrings.signInText}</p>
        {/* Opens the shell's sign-in dialog natively, before and without this page's code. */}
        <Button type="primary" size="large" popoverTarget={AUTH_DIALOG_ID}>
          {accessStrings.signIn}
        </Button>
      </Notice>
    );
  }
  if (user.role !== 'admin') {
    return (
      <Notice icon={<SafetyCertificateOutlined />} title={accessStrings.staffOnlyTitle}>
        <p className="elite-card-text">{accessStrings.staffOnlyText(user.name)}</p>
        <Link className="mfa-link" to="/">
          {accessStrings.home}
        </Link>
      </Notice>
    );
  }
  // The dashboard is all controls that only its code makes work: the server draws staff the page
  // loading rather than controls that would not answer a tap before that code has run.
  if (!hydrated) return <AdminLoading />;
  return children;
}
