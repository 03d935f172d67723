import { SectionHeader } from '../../../common/components/section-header';
import { HEADING_IDS } from '../../../common/section-ids';
import { contactStrings } from '../../../common/strings';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/** The content of #contact; the page supplies the <section> and its anchor. */
export function ContactSection() {
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
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </div>
  );
}
