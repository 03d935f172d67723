import type { PriceLineShown } from '@elite/contracts/booking';
import { formatUsd } from '@elite/web-kit';
import { bookingStrings } from '../../../common/strings';

const dollars = (amount: string) => formatUsd(Number(amount));

/** A price's lines and its all-in total (amounts as the API writes them, dollars with two decimals). */
export function PriceLines({ total, lines }: { total: string; lines: readonly PriceLineShown[] }) {
  return (
    <dl className="mfb-price-lines">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{dollars(line.amount)}</dd>
        </div>
      ))}
      <div className="mfb-price-total">
        <dt>{bookingStrings.quote.total}</dt>
        <dd>{dollars(total)}</dd>
      </div>
    </dl>
  );
}
