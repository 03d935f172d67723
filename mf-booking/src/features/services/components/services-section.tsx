import { LoadError } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import { SectionHeader } from '../../../common/components/section-header';
import { HEADING_IDS, SECTION_IDS } from '../../../common/section-ids';
import { servicesStrings } from '../../../common/strings';
import { useServices } from '../api/use-services';
import { ServiceCard } from './service-card';

const SKELETON_CARDS = 6;

export function ServicesSection() {
  const { data: services, error, isLoading } = useServices();
  return (
    <section id={SECTION_IDS.services} className="mfb-section" aria-labelledby={HEADING_IDS.services}>
      <div className="elite-container mfb-container">
        <SectionHeader
          headingId={HEADING_IDS.services}
          eyebrow={servicesStrings.eyebrow}
          title={servicesStrings.title}
          intro={servicesStrings.intro}
        />
        {error ? (
          <LoadError className="mfb-load-error" message={servicesStrings.error} />
        ) : isLoading || !services ? (
          <div className="mfb-grid mfb-services-grid" role="status" aria-label={servicesStrings.loading}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <div key={index} className="elite-card mfb-service-card">
                <Skeleton.Avatar active size={56} shape="circle" />
                <Skeleton active title paragraph={{ rows: 3 }} />
              </div>
            ))}
          </div>
        ) : (
          <ul className="mfb-grid mfb-services-grid">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
