import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import { contactStrings } from '../../../common/strings';

const { block } = contactStrings;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function smsHref(phone: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}`;
}

/** The spec's contact block (§1): phone lines, reservations e-mail and business hours. */
export function ContactDetails() {
  return (
    <aside className="mfb-contact-details" aria-label={contactStrings.title}>
      <ul className="mfb-contact-lines">
        <li>
          <PhoneOutlined className="elite-icon-badge mfb-contact-icon" aria-hidden />
          <span className="mfb-contact-text">
            <span className="mfb-contact-label">{block.liveAgent}</span>
            <a className="mfb-link" href={telHref(block.liveAgentPhone)}>
              {block.liveAgentPhone}
            </a>
          </span>
        </li>
        <li>
          <MessageOutlined className="elite-icon-badge mfb-contact-icon" aria-hidden />
          <span className="mfb-contact-text">
            <span className="mfb-contact-label">{block.textForQuote}</span>
            <a className="mfb-link" href={smsHref(block.textForQuotePhone)}>
              {block.textForQuotePhone}
            </a>
          </span>
        </li>
        <li>
          <MailOutlined className="elite-icon-badge mfb-contact-icon" aria-hidden />
          <span className="mfb-contact-text">
            <span className="mfb-contact-label">{block.reservations}</span>
            <a className="mfb-link" href={`mailto:${block.reservationsEmail}`}>
              {block.reservationsEmail}
            </a>
            <span className="mfb-contact-note">{block.responseNote}</span>
          </span>
        </li>
        <li>
          <ClockCircleOutlined className="elite-icon-badge mfb-contact-icon" aria-hidden />
          <span className="mfb-contact-text">
            <span className="mfb-contact-label">{block.hoursTitle}</span>
            <dl className="mfb-hours">
              {block.hours.map(({ days, hours }) => (
                <div key={days}>
                  <dt>{days}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
            <span className="mfb-contact-note">{block.availability}</span>
          </span>
        </li>
      </ul>
    </aside>
  );
}
