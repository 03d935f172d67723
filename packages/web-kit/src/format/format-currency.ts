import { onFirstUse } from './on-first-use';

// Cents only when there are some: the spec's whole-dollar prices ('$3 per mile', 'Tours from $85')
// stay whole, and a price a booking holds (docs/product.md §10) is shown to the cent it was priced at.
const usd = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      trailingZeroDisplay: 'stripIfInteger',
    }),
);

/** US dollars, cents only when there are some: 3 → "$3", 1234.5 → "$1,234.50". */
export function formatUsd(amount: number): string {
  return usd().format(amount);
}
