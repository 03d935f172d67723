import type { PriceLineShown } from '@elite/contracts/booking';
import { formatUsd } from '../format/format-currency';

const dollars = (amount: string) => formatUsd(Number(amount));

interface PriceLinesProps {
  /** The all-in total, as the API writes amounts (dollars with two decimals). */
  total: string;
  lines: readonly PriceLineShown[];
  /** What the total's line says, e.g. 'Total (all-in, gratuity included)'. */
  totalLabel: string;
}

/**
 * A price's lines and its all-in total (docs/product.md §10), as a quote, a booking's confirmation
 * and a ride's page show it (base.css, `.elite-price-lines`).
 */
export function PriceLines({ total, lines, totalLabel }: PriceLinesProps) {
  return (
    <dl className="elite-price-lines">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{dollars(line.amount)}</dd>
        </div>
      ))}
      <div className="elite-price-total">
        <dt>{totalLabel}</dt>
        <dd>{dollars(total)}</dd>
      </div>
    </dl>
  );
}
