import { describe, expect, it } from '@jest/globals';
import { customerName, displayPrice } from './booking-display';

const base = { fullName: 'Ava Stone', email: 'ava@example.com', totalPrice: null, estimatedPrice: null };

describe('customerName', () => {
  it('uses fullName when there is one', () => {
    expect(customerName({ ...base, name: 'Ava S.' })).toBe('Ava Stone');
  });

  it('falls back to name, then to the e-mail, when fullName is blank', () => {
    expect(customerName({ ...base, fullName: '', name: 'Ava S.' })).toBe('Ava S.');
    expect(customerName({ ...base, fullName: ' ', name: null })).toBe('ava@example.com');
  });
});

describe('displayPrice', () => {
  it('prefers totalPrice, then estimatedPrice, then shows $0', () => {
    expect(displayPrice({ ...base, totalPrice: 240, estimatedPrice: 180 })).toBe('$240');
    expect(displayPrice({ ...base, estimatedPrice: 180 })).toBe('$180');
    expect(displayPrice({ ...base, totalPrice: null, estimatedPrice: null })).toBe('$0');
  });

  it('keeps a price of 0 rather than falling through to the estimate', () => {
    expect(displayPrice({ ...base, totalPrice: 0, estimatedPrice: 180 })).toBe('$0');
  });
});
