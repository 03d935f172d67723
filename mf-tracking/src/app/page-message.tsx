import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { pageStrings } from '../common/strings';

interface PageMessageProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The invalid-id screen has no page title above it, so its message is the page's heading. */
  headingLevel: 1 | 2;
  action?: ReactNode;
}

/** A full-width notice (invalid id, booking not found) with the way back home. */
export function PageMessage({ icon, title, description, headingLevel, action }: PageMessageProps) {
  const navigate = useNavigate();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="elite-card mft-card mft-message" aria-labelledby="mft-message-title">
      <span className="elite-icon-badge mft-message-icon" aria-hidden="true">
        {icon}
      </span>
      <Heading id="mft-message-title" className="mft-message-title">
        {title}
      </Heading>
      <p className="mft-message-text">{description}</p>
      <div className="mft-message-actions">
        {action}
        <Button
          type="primary"
          size="large"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          {pageStrings.returnHome}
        </Button>
      </div>
    </section>
  );
}
