// mf_tracking's page for a server render (see server.ts), and the booking it shows first, loaded by
// the same call the browser makes (with the address's token, as the page presents it).
import { idParamSchema, type RemoteServerBuild } from '@elite/contracts';
import { unstable_serialize } from 'swr';
import { TrackingPage } from './app/tracking-page';
import { bookingKey, getBooking } from './features/booking/api/use-booking';

export const pages: RemoteServerBuild['pages'] = { TrackingPage };

/**
 * The booking, under the SWR key the page reads it by; when it cannot be read (no such booking, a
 * wrong token, the service down) nothing is embedded and the browser asks and answers as before.
 * No session is presented: only the token in the address, which the HTML's own address carries.
 */
export const loadData: RemoteServerBuild['loadData'] = async (module, params, query) => {
  const bookingId = idParamSchema.safeParse(params.bookingId);
  if (module !== 'TrackingPage' || !bookingId.success) return {};
  const key = bookingKey(bookingId.data, query.token || undefined);
  try {
    return { [unstable_serialize(key)]: await getBooking(key) };
  } catch {
    return {};
  }
};
