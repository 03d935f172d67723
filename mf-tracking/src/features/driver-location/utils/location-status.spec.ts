import { describe, expect, it } from '@jest/globals';
import type { DriverLocation } from '@elite/contracts/tracking';
import { locationStatus } from './location-status';

const locationStatusText = (...args: Parameters<typeof locationStatus>) => locationStatus(...args).text;

const NOW = Date.UTC(2025, 10, 21, 12, 0, 0);

function locationAged(ageMs: number, isStale = false): DriverLocation {
  return {
    bookingId: 7,
    driverId: 1,
    latitude: 34.05,
    longitude: -118.24,
    heading: 90,
    timestamp: NOW - ageMs,
    isStale,
  };
}

describe('locationStatus', () => {
  it("reads 'Loading driver's location...' before anything is heard", () => {
    expect(locationStatusText(undefined, true, NOW)).toBe("Loading driver's location...");
  });

  it("reads 'Waiting for driver's location...' when there is no position (or it could not be fetched)", () => {
    expect(locationStatusText(undefined, false, NOW)).toBe("Waiting for driver's location...");
  });

  it('counts seconds up to a minute, then minutes', () => {
    expect(locationStatusText(locationAged(0), false, NOW)).toBe('Last updated 0 seconds ago');
    expect(locationStatusText(locationAged(12_900), false, NOW)).toBe('Last updated 12 seconds ago');
    expect(locationStatusText(locationAged(59_999), false, NOW)).toBe('Last updated 59 seconds ago');
    expect(locationStatusText(locationAged(60_000), false, NOW)).toBe('Last updated 1 minutes ago');
    expect(locationStatusText(locationAged(4 * 60_000 + 59_000), false, NOW)).toBe(
      'Last updated 4 minutes ago',
    );
  });

  it('never counts backwards when the server clock is a little ahead', () => {
    expect(locationStatusText(locationAged(-1_500), false, NOW)).toBe('Last updated 0 seconds ago');
  });

  it('tells the tone apart: pending without a position, live while fresh, stale when outdated', () => {
    expect(locationStatus(undefined, true, NOW).tone).toBe('pending');
    expect(locationStatus(undefined, false, NOW).tone).toBe('pending');
    expect(locationStatus(locationAged(3_000), false, NOW).tone).toBe('live');
    expect(locationStatus(locationAged(3_000, true), false, NOW).tone).toBe('stale');
  });

  it('says the position is outdated when the server flags it, or once it is more than 5 minutes old', () => {
    const outdated = "Driver's location is outdated. Last update was more than 5 minutes ago.";
    expect(locationStatusText(locationAged(1_000, true), false, NOW)).toBe(outdated);
    expect(locationStatusText(locationAged(5 * 60_000 + 1), false, NOW)).toBe(outdated);
    expect(locationStatusText(locationAged(5 * 60_000), false, NOW)).toBe('Last updated 5 minutes ago');
  });
});
