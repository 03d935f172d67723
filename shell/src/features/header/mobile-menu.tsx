import { strings } from '../../common/strings';
import { AuthAction } from './auth-action';
import { NAV_ITEMS } from './nav-items';
import { SectionLink } from '../../common/section-link';
import { ThemeToggle } from './theme-toggle';
import { PopoverCloseButton } from '../../common/popover-close-button';

export const MOBILE_MENU_ID = 'mobile-menu';

/** Closes the menu (a choice was made); nothing when it is not open. */
export function closeMobileMenu(): void {
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * The header's items on small screens (docs/product.md §2), a drawer from the right. It is in the
 * server's HTML as a popover that the header's menu button opens natively (`popovertarget`), so the
 * first tap opens it before the page's code has run (docs/architecture.md, "The first screen"); a
 * tap outside or Escape closes it, and once the code runs any choice closes it too.
 */
export function MobileMenu() {
  return (
    <div
      id={MOBILE_MENU_ID}
      className="mobile-menu"
      popover="auto"
      role="dialog"
      aria-labelledby="mobile-menu-title"
    >
      <div className="mobile-menu__header">
        <h2 id="mobile-menu-title" className="mobile-menu__title">
          {strings.nav.menuTitle}
        </h2>
        <PopoverCloseButton target={MOBILE_MENU_ID} label={strings.nav.closeMenu} />
      </div>
      <nav aria-label={strings.nav.menuTitle}>
        <ul className="mobile-menu__list">
          {NAV_ITEMS.map((item) => (
            <li key={item.section}>
              <SectionLink section={item.section} className="mobile-menu__link" onNavigate={closeMobileMenu}>
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu__section">
        <ThemeToggle withLabels />
      </div>
      <div className="mobile-menu__section">
        <AuthAction block onAction={closeMobileMenu} />
      </div>
    </div>
  );
}
