import ArrowRightOutlined from '@ant-design/icons/es/icons/ArrowRightOutlined';
import type { Service } from '@elite/contracts/catalogue';
import { SECTION_IDS } from '../../../common/section-ids';
import { servicesStrings } from '../../../common/strings';
import { ServiceIcon } from './service-icon';

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="elite-card mfb-service-card">
      <span className="mfb-service-badge">
        <ServiceIcon name={service.icon} />
      </span>
      <h3 className="elite-card-title mfb-card-title">{service.name}</h3>
      <p className="elite-card-text mfb-card-text">{service.description}</p>
      <a
        className="mfb-link"
        href={`#${SECTION_IDS.booking}`}
        aria-label={`${servicesStrings.reserve}: ${service.name}`}
      >
        {servicesStrings.reserve} <ArrowRightOutlined aria-hidden />
      </a>
    </article>
  );
}
