import { describe, expect, it } from '@jest/globals';
import { drift, headingBetween } from './tracking';

const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };

describe('drift', () => {
  it('moves a short way from the last position', () => {
    for (let i = 0; i < 200; i += 1) {
      const next = drift(LOS_ANGELES);
      expect(Math.abs(next.latitude - LOS_ANGELES.latitude)).toBeLessThanOrEqual(0.001);
      expect(Math.abs(next.longitude - LOS_ANGELES.longitude)).toBeLessThanOrEqual(0.001);
      expect(next.heading).toBeGreaterThanOrEqual(0);
      expect(next.heading).toBeLessThan(360);
    }
  });

  it('follows the random steps it is given', () => {
    const steps = [1, 0.5];
    const next = drift(LOS_ANGELES, () => steps.shift() ?? 0.5);
    expect(next.latitude).toBeCloseTo(34.0532, 6);
    expect(next.longitude).toBeCloseTo(-118.2437, 6);
    expect(next.heading).toBe(0);
  });

  it('stays on the globe at the poles and the date line', () => {
    expect(drift({ latitude: 90, longitude: 0 }, () => 0.999).latitude).toBe(90);
    const across = drift({ latitude: 0, longitude: 179.9999 }, () => 0.999);
    expect(across.longitude).toBeGreaterThanOrEqual(-180);
    expect(across.longitude).toBeLessThan(-179.99);
    expect(across.heading).toBeGreaterThan(0);
    expect(across.heading).toBeLessThan(180);
  });
});

describe('headingBetween', () => {
  it('reads compass headings clockwise from north', () => {
    const step = 0.001;
    const at = (north: number, east: number) => ({ latitude: north, longitude: east });
    expect(headingBetween(at(0, 0), at(step, 0))).toBe(0);
    expect(headingBetween(at(0, 0), at(0, step))).toBe(90);
    expect(headingBetween(at(0, 0), at(-step, 0))).toBe(180);
    expect(headingBetween(at(0, 0), at(0, -step))).toBe(270);
  });
});
