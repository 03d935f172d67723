import { strings } from '../../common/strings';
import type { HomeSection } from '@elite/contracts/constants';

/** The header's links, in the spec's order (docs/product.md §2 'Header'). */
export const NAV_ITEMS: readonly { section: HomeSection; label: string }[] = [
  { section: 'services', label: strings.nav.services },
  { section: 'fleet', label: strings.nav.fleet },
  { section: 'booking', label: strings.nav.bookNow },
  { section: 'contact', label: strings.nav.contact },
];
