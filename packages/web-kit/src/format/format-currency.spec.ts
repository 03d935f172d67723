import { describe, expect, it } from '@jest/globals';
import { PRICE_PER_MILE_USD, TOURS_FROM_USD } from '@elite/contracts/constants';
import { formatUsd } from './format-currency';

describe('formatUsd', () => {
  it('formats the spec prices as whole US dollars', () => {
    expect(formatUsd(PRICE_PER_MILE_USD)).toBe('$3');
    expect(formatUsd(TOURS_FROM_USD)).toBe('$85');
  });

  it('shows cents only when there are some, to the cent, and groups thousands', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(142.05)).toBe('$142.05');
    expect(formatUsd(240)).toBe('$240');
    expect(formatUsd(0)).toBe('$0');
  });
});
