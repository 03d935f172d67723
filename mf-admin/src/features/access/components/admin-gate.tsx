import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import { AUTH_DIALOG_ID } from '@elite/contracts/constants';
import type { UserRole } from '@elite/contracts/identity';
import { useHydrated, useSignedInUser } from '@elite/web-kit';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../common/components/page-header';
import { accessStrings, pageStrings } from '../../../common/strings';

/** What a gate says to a visitor and to someone of another role, and the page's heading. */
interface GateTexts {
  signInTitle: string;
  signInText: string;
  otherRoleTitle: string;
  otherRoleText: (name: string) => string;
}

function Notice({
  header,
  icon,
  title,
  children,
}: {
  header: ReactNode;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="elite-container mfa-container mfa-page">
      {header}
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
export function AdminLoading({ label = pageStrings.loading }: { label?: string }) {
  return (
    <div className="elite-container mfa-container mfa-page mfa-page-loading" role="status">
      <Spin size="large" />
      <span className="elite-visually-hidden">{label}</span>
    </div>
  );
}

/**
 * Shows a page to one role only (staff on /admin, chauffeurs on /driver): a visitor is asked to sign
 * in, anyone else is told whom the page is for. The page (and so its requests) is not even mounted
 * for anyone else.
 */
export function RoleGate({
  role,
  texts,
  header,
  loading,
  children,
}: {
  role: Exclude<UserRole, 'client'>;
  texts: GateTexts;
  header: ReactNode;
  loading?: string;
  children: ReactNode;
}) {
  const { user, known } = useSignedInUser();
  const hydrated = useHydrated();

  if (!user && !known) return <AdminLoading label={loading} />;
  if (!user) {
    return (
      <Notice header={header} icon={<LockOutlined />} title={texts.signInTitle}>
        <p className="elite-card-text">{texts.signInText}</p>
        {/* Opens the shell's sign-in dialog natively, before and without this page's code. */}
        <Button type="primary" size="large" popoverTarget={AUTH_DIALOG_ID}>
          {accessStrings.signIn}
        </Button>
      </Notice>
    );
  }
  if (user.role !== role) {
    return (
      <Notice header={header} icon={<SafetyCertificateOutlined />} title={texts.otherRoleTitle}>
        <p className="elite-card-text">{texts.otherRoleText(user.name)}</p>
        <Link className="mfa-link" to="/">
          {accessStrings.home}
        </Link>
      </Notice>
    );
  }
  // The page is all controls that only its code makes work: the server draws it loading rather than
  // controls that would not answer a tap before that code has run.
  if (!hydrated) return <AdminLoading label={loading} />;
  return children;
}

const ADMIN_TEXTS: GateTexts = {
  signInTitle: accessStrings.signInTitle,
  signInText: accessStrings.signInText,
  otherRoleTitle: accessStrings.staffOnlyTitle,
  otherRoleText: accessStrings.staffOnlyText,
};

/** The dashboard, for admins only (docs/product.md §2). */
export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <RoleGate role="admin" texts={ADMIN_TEXTS} header={<PageHeader intro={null} />}>
      {children}
    </RoleGate>
  );
}
