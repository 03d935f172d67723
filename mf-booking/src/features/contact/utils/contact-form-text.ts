import { SECTION_IDS } from '../../../common/section-ids';

/** The contact form's name in a native post (FORM_NAME_FIELD; docs/architecture.md, "Forms without JavaScript"). */
export const CONTACT_FORM = 'contact';

const SENT_PARAM = 'contact';
const SENT = 'sent';

/**
 * Where a message posted without JavaScript sends the visitor once it is sent (Post/Redirect/Get,
 * docs/product.md §2): the page it was sent from, at its contact form, which then says it was sent.
 */
export function contactSentPath(pathname: string): string {
  return `${pathname}?${new URLSearchParams({ [SENT_PARAM]: SENT })}#${SECTION_IDS.contact}`;
}

/** Whether the address is the one a sent message lands on. */
export function isContactSent(search: URLSearchParams): boolean {
  return search.get(SENT_PARAM) === SENT;
}
