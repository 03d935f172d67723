// mf_tracking's forms posted without JavaScript (docs/architecture.md, "Forms without JavaScript"): the
// ride page's Cancel, Accept the Price and Simulate Driver Movement, with the token from the address as the page reads
// it. Done, the visitor is sent back to the ride page, which shows what changed (Post/Redirect/Get).
import { idParamSchema } from '@elite/contracts/common';
import type { PageAction } from '@elite/contracts/server-render';
import { apiPost } from '@elite/web-kit';
import { answerForm, parseFormFields } from '@elite/web-kit/server-entry';
import { demoStrings, manageRideStrings, ridePriceStrings } from './common/strings';
import { bookingTokenHeaders } from './features/booking/api/use-booking';
import { CANCEL_FORM } from './features/booking/components/cancel-ride-dialog';
import { ACCEPT_PRICE_FORM } from './features/booking/components/ride-price-card';
import { simulationKey } from './features/simulation/api/use-simulation';
import { SIMULATE_FORM } from './features/simulation/components/demo-controls-card';

// The ride page's forms: each calls its route and sends the visitor back to the page.
const RIDE_FORMS: Record<string, { url: (bookingId: number) => string; failed: string }> = {
  [CANCEL_FORM]: {
    url: (id) => `/api/bookings/${id}/cancel`,
    failed: manageRideStrings.cancelFailed.description,
  },
  [ACCEPT_PRICE_FORM]: {
    url: (id) => `/api/bookings/${id}/accept-price`,
    failed: ridePriceStrings.acceptFailed.description,
  },
  [SIMULATE_FORM]: { url: (id) => simulationKey(id, undefined)[0], failed: demoStrings.failed.description },
};

export const action: PageAction = async (module, input) => {
  const form = RIDE_FORMS[input.form];
  if (module !== 'TrackingPage' || !form) return undefined;
  return answerForm(input, form.failed, async () => {
    const bookingId = parseFormFields(idParamSchema, input.params.bookingId);
    const token = input.query.token || undefined;
    await apiPost(form.url(bookingId), undefined, {
      headers: { ...input.headers, ...bookingTokenHeaders(token) },
    });
    const search = token ? `?${new URLSearchParams({ token }).toString()}` : '';
    return { redirect: `/tracking/${bookingId}${search}` };
  });
};
