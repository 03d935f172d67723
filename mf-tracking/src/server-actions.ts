// mf_tracking's form posted without JavaScript (docs/architecture.md, "Forms without JavaScript"): the
// ride page's Cancel, with the token from the address as the page reads it. Done, the visitor is
// sent back to the ride page, which shows the ride cancelled (Post/Redirect/Get).
import { idParamSchema } from '@elite/contracts/common';
import type { PageAction } from '@elite/contracts/server-render';
import { apiPost } from '@elite/web-kit';
import { answerForm, parseFormFields } from '@elite/web-kit/server-entry';
import { manageRideStrings } from './common/strings';
import { bookingTokenHeaders } from './features/booking/api/use-booking';
import { CANCEL_FORM } from './features/booking/components/cancel-ride-dialog';

export const action: PageAction = async (module, input) => {
  if (module !== 'TrackingPage' || input.form !== CANCEL_FORM) return undefined;
  return answerForm(input, manageRideStrings.cancelFailed.description, async () => {
    const bookingId = parseFormFields(idParamSchema, input.params.bookingId);
    const token = input.query.token || undefined;
    await apiPost(`/api/bookings/${bookingId}/cancel`, undefined, {
      headers: { ...input.headers, ...bookingTokenHeaders(token) },
    });
    const search = token ? `?${new URLSearchParams({ token }).toString()}` : '';
    return { redirect: `/tracking/${bookingId}${search}` };
  });
};
