import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import Button from 'antd/es/button';
import { HEADING_IDS, SECTION_IDS } from '../../../common/section-ids';
import { heroStrings } from '../../../common/strings';
import backdrop from '../assets/hero-backdrop.svg';

export function HeroSection() {
  return (
    <section
      className="mfb-hero"
      aria-labelledby={HEADING_IDS.hero}
      style={{ backgroundImage: `url(${backdrop})` }}
    >
      <div className="mfb-hero-shade" />
      <div className="elite-container mfb-container mfb-hero-content">
        <p className="mfb-hero-eyebrow">{heroStrings.eyebrow}</p>
        <h1 id={HEADING_IDS.hero} className="mfb-hero-title">
          {heroStrings.title}
        </h1>
        <p className="mfb-hero-subtitle">{heroStrings.subtitle}</p>
        <div className="mfb-hero-actions">
          <Button type="primary" size="large" href={`#${SECTION_IDS.booking}`}>
            {heroStrings.bookCta}
          </Button>
          <Button size="large" className="mfb-hero-ghost" href={`#${SECTION_IDS.fleet}`}>
            {heroStrings.fleetCta}
          </Button>
        </div>
      </div>
      <a className="mfb-hero-scroll" href={`#${SECTION_IDS.services}`} aria-label={heroStrings.scrollDown}>
        <ArrowDownOutlined aria-hidden />
      </a>
    </section>
  );
}
