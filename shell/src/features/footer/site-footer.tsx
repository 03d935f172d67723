import { BUSINESS_HOURS, CONTACT_DETAILS, TRANSPORT_AVAILABILITY } from '@elite/contracts/constants';
import { useResolvedTheme } from '@elite/web-kit';
import { ConfigProvider } from 'antd';
import { Link } from 'react-router';
import { darkTheme } from '../../common/antd-theme';
import { strings } from '../../common/strings';
import { SectionLink } from '../../common/section-link';
import { DeadLink } from './dead-link';
import { NewsletterForm } from './newsletter-form';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const SITE_FOOTER_ID = 'site-footer';

/** The footer of every page (docs/product.md §2 'Footer', contact block of docs/product.md §1). */
export function SiteFooter() {
  const { footer } = strings;
  // A theme of its own only when the page is light: a second dark theme would derive the same
  // tokens again and send its CSS variables twice.
  const dark = useResolvedTheme() === 'dark';
  return (
    // Always dark, whatever the theme: its antd controls follow.
    <ConfigProvider theme={dark ? undefined : darkTheme}>
      <footer id={SITE_FOOTER_ID} className="site-footer">
        <div className="site-footer__grid">
          <section className="site-footer__brand" aria-labelledby="footer-brand">
            <h2 id="footer-brand" className="site-footer__logo">
              {strings.productName}
            </h2>
            <p>{footer.about}</p>
            <p className="site-footer__badge">{TRANSPORT_AVAILABILITY}</p>
          </section>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="site-footer__heading">
              {footer.quickLinks}
            </h2>
            <ul className="site-footer__links">
              <li>
                <Link to="/">{footer.home}</Link>
              </li>
              <li>
                <SectionLink section="services">{footer.services}</SectionLink>
              </li>
              <li>
                <SectionLink section="fleet">{footer.ourFleet}</SectionLink>
              </li>
              <li>
                <SectionLink section="booking">{footer.bookNow}</SectionLink>
              </li>
              <li>
                <SectionLink section="contact">{footer.contactUs}</SectionLink>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className="site-footer__heading">
              {footer.ourServices}
            </h2>
            <ul className="site-footer__links">
              {footer.serviceLinks.map((service) => (
                <li key={service}>
                  <DeadLink>{service}</DeadLink>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              {footer.contact}
            </h2>
            <address className="site-footer__contact">
              <p>
                <span className="site-footer__label">{footer.liveAgent}</span>
                <a href={telHref(CONTACT_DETAILS.liveAgentPhone)}>{CONTACT_DETAILS.liveAgentPhone}</a>
              </p>
              <p>
                <span className="site-footer__label">{footer.textForQuote}</span>
                <a href={`sms:${telHref(CONTACT_DETAILS.textForQuotePhone).slice(4)}`}>
                  {CONTACT_DETAILS.textForQuotePhone}
                </a>
              </p>
              <p>
                <span className="site-footer__label">{footer.reservations}</span>
                <a href={`mailto:${CONTACT_DETAILS.reservationsEmail}`}>
                  {CONTACT_DETAILS.reservationsEmail}
                </a>
                <span className="site-footer__note">{CONTACT_DETAILS.responseNote}</span>
              </p>
            </address>
            <h3 className="site-footer__subheading">{footer.businessHours}</h3>
            <dl className="site-footer__hours">
              {BUSINESS_HOURS.map(({ days, hours }) => (
                <div key={days}>
                  <dt>{days}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
            <div className="site-footer__newsletter-intro">
              <h2 id="footer-newsletter" className="site-footer__heading">
                {footer.newsletter}
              </h2>
              <p>{footer.newsletterIntro}</p>
            </div>
            <NewsletterForm />
          </section>
        </div>

        <div className="site-footer__bottom">
          <p>{footer.copyright(new Date().getFullYear())}</p>
          <nav aria-label={footer.legal}>
            <ul className="site-footer__legal">
              <li>
                <DeadLink>{footer.privacyPolicy}</DeadLink>
              </li>
              <li>
                <DeadLink>{footer.termsOfService}</DeadLink>
              </li>
              <li>
                <DeadLink>{footer.sitemap}</DeadLink>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </ConfigProvider>
  );
}
