import type { HomeSection } from '@elite/contracts/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SectionLinkProps {
  section: HomeSection;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}

/** A link to a section of the home page (/#services…); scrolling is done by useHashScroll. */
export function SectionLink({ section, className, onNavigate, children }: SectionLinkProps) {
  return (
    <Link to={{ pathname: '/', hash: `#${section}` }} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}
