import { HEADER_OPAQUE_SCROLL_PX } from '@elite/contracts/constants';
import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router';
import { strings } from '../../common/strings';
import { AuthAction } from './auth-action';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { NAV_ITEMS } from './nav-items';
import { SectionLink } from '../../common/section-link';
import { ThemeToggle } from './theme-toggle';
import { useScrolledPast } from './use-scrolled-past';

/** Fixed header: transparent over the home page's hero, opaque once scrolled past 10 px (docs/product.md §2). */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_OPAQUE_SCROLL_PX);
  const overHero = useLocation().pathname === '/';

  return (
    <header className="site-header" data-opaque={scrolled || !overHero}>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            E
          </span>
          <span className="brand__name">{strings.productName}</span>
        </Link>
        <nav className="site-nav" aria-label={strings.nav.label}>
          <ul className="site-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className="site-nav__link">
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <ThemeToggle />
          <AuthAction />
        </div>
        <Button
          className="site-header__menu-button"
          type="text"
          size="large"
          icon={<MenuOutlined />}
          aria-label={strings.nav.openMenu}
          popoverTarget={MOBILE_MENU_ID}
        />
      </div>
      <MobileMenu />
    </header>
  );
}
