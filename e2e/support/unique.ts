import { randomBytes, randomInt } from 'node:crypto';

/** A value no other test (or earlier run) has used: each test makes its own data. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${uniqueSuffix()}@e2e.example.com`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// The van takes one confirmed ride at a time and every test of a run shares one database: each ride a
// test may confirm gets a day of its own, counted from a random day of this worker (years 2100 to 9000).
let nextRideDay = Date.UTC(2100, 0, 1) + randomInt(2_500_000) * DAY_MS;

/** A future day (yyyy-MM-dd) no other ride of the run is on. */
export function uniqueRideDate(): string {
  const day = new Date(nextRideDay).toISOString().slice(0, 10);
  nextRideDay += DAY_MS;
  return day;
}
