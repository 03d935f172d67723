import { FORM_NAME_FIELD } from '@elite/contracts/constants';
import { errorMessage, PriceLines, usePostedForm, useToast } from '@elite/web-kit';
import Button from 'antd/es/button';
import type { FormEvent } from 'react';
import { FormProblem } from '../../../common/form-problem';
import { ridePriceStrings as strings } from '../../../common/strings';
import { useAcceptPrice } from '../api/use-accept-price';
import type { TrackedBooking } from '../api/use-booking';

/** The form that accepts the price staff set; posted without JavaScript, the server answers it (server-actions.ts). */
export const ACCEPT_PRICE_FORM = 'accept-price';
const HEADING_ID = 'mft-price-title';

/**
 * The price the ride holds (docs/product.md §10): its lines and all-in total, or that it is priced on
 * request; a price staff set waits here for the customer to accept it.
 */
export function RidePriceCard({ booking, token }: { booking: TrackedBooking; token: string | undefined }) {
  const toast = useToast();
  const refused = usePostedForm(ACCEPT_PRICE_FORM)?.message;
  const { trigger, isMutating } = useAcceptPrice(booking.id, token);
  if (booking.priceState === undefined) return null;
  const offered = booking.priceState === 'offered';

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await trigger();
      toast.success(strings.acceptedToast.title, strings.acceptedToast.description);
    } catch (error) {
      toast.error(strings.acceptFailed.title, errorMessage(error, strings.acceptFailed.description));
    }
  }

  return (
    <section className="elite-card mft-card mft-price" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="elite-card-title">
        {strings.title}
      </h2>
      {booking.totalPrice && booking.priceLines ? (
        <>
          {offered && <p className="elite-card-text">{strings.offered}</p>}
          <PriceLines total={booking.totalPrice} lines={booking.priceLines} totalLabel={strings.total} />
          {booking.priceState === 'accepted' && <p className="elite-card-text">{strings.accepted}</p>}
          {offered && (
            <form method="post" onSubmit={(event) => void accept(event)}>
              <input type="hidden" name={FORM_NAME_FIELD} value={ACCEPT_PRICE_FORM} />
              <Button type="primary" size="large" block htmlType="submit" loading={isMutating}>
                {strings.accept}
              </Button>
              <FormProblem message={refused} />
            </form>
          )}
        </>
      ) : (
        <p className="elite-card-text">{strings.onRequest}</p>
      )}
    </section>
  );
}
