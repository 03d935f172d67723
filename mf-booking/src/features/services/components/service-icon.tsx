import type { ServiceIcon as ServiceIconName } from '@elite/contracts/constants';
import type { ReactNode } from 'react';

// Line drawings for the spec's six icon names, so the section needs no icon font or external host.
const PATHS: Record<ServiceIconName, ReactNode> = {
  'plane-arrival': (
    <>
      <path d="M3 20.5h18" />
      <path d="M4.2 8.6l1.6-.4 2.4 2.6 3.6-.9-2.7-6.3 1.8-.5 4.9 5.8 3.4-.9a1.7 1.7 0 0 1 .9 3.3L6.6 14.8a2 2 0 0 1-2.2-.9L2.6 11z" />
    </>
  ),
  building: (
    <>
      <path d="M2 21h20" />
      <path d="M4 21V4.5a1.5 1.5 0 0 1 1.5-1.5h8a1.5 1.5 0 0 1 1.5 1.5V21" />
      <path d="M15 9h3.5A1.5 1.5 0 0 1 20 10.5V21" />
      <path d="M7.5 7h4M7.5 11h4M7.5 15h4M10 21v-3" />
    </>
  ),
  'glass-cheers': (
    <>
      <path d="M4.5 3.5l4.8 1.3-1 5a2.7 2.7 0 0 1-5.2-1.4z" />
      <path d="M5.4 10.2l-1.6 6.1M1.8 15.8l4 1" />
      <path d="M19.5 3.5l-4.8 1.3 1 5a2.7 2.7 0 0 0 5.2-1.4z" />
      <path d="M18.6 10.2l1.6 6.1M22.2 15.8l-4 1" />
      <path d="M12 2v2.5M9.8 2.8l.8 1.4M14.2 2.8l-.8 1.4" />
    </>
  ),
  route: (
    <>
      <circle cx="6" cy="18" r="2.2" />
      <circle cx="18" cy="6" r="2.2" />
      <path d="M8.2 18h8.3a3.3 3.3 0 0 0 0-6.6h-9a3.3 3.3 0 0 1 0-6.6h8.3" />
    </>
  ),
  briefcase: (
    <>
      <rect x="2.5" y="7" width="19" height="13" rx="2" />
      <path d="M8.5 7V5.2A1.7 1.7 0 0 1 10.2 3.5h3.6a1.7 1.7 0 0 1 1.7 1.7V7" />
      <path d="M2.5 12.5h19M10.5 12.5v1.5h3v-1.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </>
  ),
};

function isKnownIcon(name: string): name is ServiceIconName {
  return Object.hasOwn(PATHS, name);
}

export function ServiceIcon({ name }: { name: string }) {
  return (
    <svg
      className="mfb-service-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {isKnownIcon(name) ? PATHS[name] : PATHS.route}
    </svg>
  );
}
