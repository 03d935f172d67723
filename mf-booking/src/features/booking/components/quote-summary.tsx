import { PriceLines } from '@elite/web-kit';
import type { QuoteRequest } from '@elite/contracts/quotes';
import { bookingStrings } from '../../../common/strings';
import { useQuote } from '../api/use-quote';

const { quote: strings } = bookingStrings;
const HEADING_ID = 'mfb-quote-title';

/**
 * The price of the trip the form holds, before Book Now (docs/product.md §2): asked of the server
 * (POST /api/quotes) as soon as the trip is known, and again whenever it changes. The booking is
 * priced again by the server when it is made; this is what it will say.
 */
export function QuoteSummary({ trip }: { trip: QuoteRequest | null }) {
  const { data: quote, error, known, pending } = useQuote(trip);
  let body;
  if (!known) body = <p className="mfb-quote-note">{strings.waiting}</p>;
  else if (error && !pending) body = <p className="mfb-quote-note">{strings.failed}</p>;
  else if (quote?.kind === 'instant')
    body = <PriceLines total={quote.total} lines={quote.lines} totalLabel={strings.total} />;
  else if (quote?.kind === 'on-request')
    body = (
      <>
        <p className="mfb-quote-on-request">{strings.onRequest}</p>
        <p className="mfb-quote-note">{strings.onRequestExplanation}</p>
      </>
    );
  else body = <p className="mfb-quote-note">{strings.updating}</p>;
  return (
    <section
      className="mfb-quote"
      aria-labelledby={HEADING_ID}
      aria-live="polite"
      aria-busy={known && pending}
    >
      <h3 id={HEADING_ID} className="mfb-quote-title">
        {strings.title}
      </h3>
      {body}
    </section>
  );
}
