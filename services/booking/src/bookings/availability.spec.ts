import {
  confirmClashMessage,
  holdRange,
  holdsOverlap,
  nextFreePickupTimes,
  vanTakenMessage,
  vehicleHold,
} from './availability';

const zone = 'America/Los_Angeles';
/** An instant given as a wall-clock time on 20 June 2026 in Los Angeles (UTC-7). */
const la = (time: string) => new Date(`2026-06-20T${time}:00-07:00`);
const hold = (start: string, end: string) => ({ start: la(start), end: la(end) });
const EARLY = new Date('2026-01-01T00:00:00Z');

describe('vehicleHold', () => {
  it('starts at the pickup in the zone and lasts the service hold plus the turnaround', () => {
    const airport = vehicleHold({ date: '2026-06-20', time: '14:30', isRoundTrip: false }, 'airport', zone);
    expect(airport).toEqual(hold('14:30', '17:00'));
    expect(holdRange(airport)).toBe('[2026-06-20T21:30:00.000Z,2026-06-21T00:00:00.000Z)');
  });

  it('doubles the ride, not the turnaround, for a round trip', () => {
    const events = vehicleHold({ date: '2026-06-20', time: '08:00', isRoundTrip: true }, 'events', zone);
    expect(events).toEqual(hold('08:00', '16:30'));
  });
});

describe('holdsOverlap', () => {
  it('treats holds that only touch as free, and any shared minute as a clash', () => {
    expect(holdsOverlap(hold('10:00', '12:30'), hold('12:30', '15:00'))).toBe(false);
    expect(holdsOverlap(hold('10:00', '12:30'), hold('12:29', '15:00'))).toBe(true);
    expect(holdsOverlap(hold('10:00', '18:00'), hold('12:00', '13:00'))).toBe(true);
  });
});

describe('nextFreePickupTimes', () => {
  const base = { date: '2026-06-20', timeZone: zone, holdMinutes: 150, now: EARLY };

  it('offers the half hours right after the blocking ride when the rest of the day is free', () => {
    const taken = [hold('12:00', '14:30')];
    expect(nextFreePickupTimes({ ...base, taken, from: la('14:30') })).toEqual(['14:30', '15:00', '15:30']);
  });

  it('rounds up to the next half hour and skips starts whose whole hold would meet a later ride', () => {
    const taken = [hold('12:00', '14:10'), hold('17:00', '19:30')];
    // 14:30 + 150 min reaches 17:00 exactly (free); 15:00 and later would run into the 17:00 ride.
    expect(nextFreePickupTimes({ ...base, taken, from: la('14:10') })).toEqual(['14:30', '19:30', '20:00']);
  });

  it('stops at the end of the day', () => {
    const taken = [hold('12:00', '23:00')];
    expect(nextFreePickupTimes({ ...base, taken, from: la('23:00') })).toEqual(['23:00', '23:30']);
  });

  it('never offers a pickup that is already past', () => {
    const taken = [hold('09:00', '11:30')];
    expect(nextFreePickupTimes({ ...base, taken, from: la('11:30'), now: la('12:10') })).toEqual([
      '12:30',
      '13:00',
      '13:30',
    ]);
  });

  it('offers nothing when the rest of the day is taken', () => {
    const taken = [hold('12:00', '21:00'), hold('21:00', '23:59')];
    expect(nextFreePickupTimes({ ...base, taken, from: la('21:00') })).toEqual([]);
  });
});

describe('vanTakenMessage', () => {
  it('names the free times, in the spec’s words', () => {
    expect(vanTakenMessage(['14:30', '15:00', '15:30'])).toBe(
      'The van is already booked at that time. The next free pickup times that day are 14:30, 15:00 and 15:30.',
    );
    expect(vanTakenMessage(['23:30'])).toBe(
      'The van is already booked at that time. The next free pickup time that day is 23:30.',
    );
  });

  it('asks for another day when none is left', () => {
    expect(vanTakenMessage([])).toBe(
      'The van is already booked at that time. There is no free pickup time left that day; please choose another day.',
    );
  });
});

describe('confirmClashMessage', () => {
  it('names the confirmed ride in the way, with its day and hold in the zone', () => {
    expect(confirmClashMessage(8, { id: 5, hold: hold('12:00', '14:30') }, zone)).toBe(
      'Booking #8 cannot be confirmed: the van is already booked on 2026-06-20 from 12:00 to 14:30 by confirmed booking #5.',
    );
  });

  it('still says why when the other ride is no longer found', () => {
    expect(confirmClashMessage(8, undefined, zone)).toBe(
      'Booking #8 cannot be confirmed: the van is already booked at that time.',
    );
  });
});
