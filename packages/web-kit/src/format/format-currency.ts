import { onFirstUse } from './on-first-use';

const usd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

/** US dollars with no decimals: 3 → "$3", 1234.5 → "$1,235". */
export function formatUsd(amount: number): string {
  return usd().format(amount);
}
