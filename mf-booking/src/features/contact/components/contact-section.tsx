import { useHydratedInTransition } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import { SectionHeader } from '../../../common/components/section-header';
import { HEADING_IDS } from '../../../common/section-ids';
import { contactStrings } from '../../../common/strings';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/**
 * The content of #contact; the page supplies the <section> and its anchor. The form is drawn by the
 * browser once the page is its own: a form in server HTML could be sent before its code runs, and
 * the browser would post it as a plain form, losing what was typed.
 */
export function ContactSection() {
  const hydrated = useHydratedInTransition();
  return (
    <div className="elite-container mfb-container">
      <SectionHeader
        headingId={HEADING_IDS.contact}
        eyebrow={contactStrings.eyebrow}
        title={contactStrings.title}
        intro={contactStrings.intro}
      />
      <div className="mfb-contact-layout">
        <div className="elite-card mfb-contact-card">
          {hydrated ? (
            <ContactForm />
          ) : (
            <div role="status" aria-label={contactStrings.loading}>
              <Skeleton active title={false} paragraph={{ rows: 9 }} />
            </div>
          )}
        </div>
        <ContactDetails />
      </div>
    </div>
  );
}
