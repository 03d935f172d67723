import { Drawer } from 'antd';
import { strings } from '../../common/strings';
import { AuthAction } from './auth-action';
import { NAV_ITEMS } from './nav-items';
import { SectionLink } from '../../common/section-link';
import { ThemeToggle } from './theme-toggle';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The header's items on small screens; it closes after any choice (docs/product.md §2). Loaded on first open. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  return (
    <Drawer
      id="mobile-menu"
      title={strings.nav.menuTitle}
      placement="right"
      open={open}
      onClose={onClose}
      size={320}
      closable={{ 'aria-label': strings.nav.closeMenu }}
      rootClassName="mobile-menu"
    >
      <nav aria-label={strings.nav.menuTitle}>
        <ul className="mobile-menu__list">
          {NAV_ITEMS.map((item) => (
            <li key={item.section}>
              <SectionLink section={item.section} className="mobile-menu__link" onNavigate={onClose}>
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
        <AuthAction block onAction={onClose} />
      </div>
    </Drawer>
  );
}
