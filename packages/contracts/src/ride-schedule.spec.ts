import { calendarDateIn, clockTimeIn, isTimeZone, pickupInstant, rideHoldMinutes } from './ride-schedule';

describe('pickupInstant', () => {
  it('reads a summer pickup in Los Angeles as UTC−7', () => {
    expect(pickupInstant('2026-07-04', '09:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-04T16:30:00.000Z',
    );
  });

  it('reads a winter pickup in Los Angeles as UTC−8', () => {
    expect(pickupInstant('2026-12-24', '23:15', 'America/Los_Angeles').toISOString()).toBe(
      '2026-12-25T07:15:00.000Z',
    );
  });

  it('gives back the same wall clock through clockTimeIn and calendarDateIn', () => {
    const instant = pickupInstant('2026-03-08', '03:30', 'Europe/Berlin');
    expect(clockTimeIn(instant, 'Europe/Berlin')).toBe('03:30');
    expect(calendarDateIn(instant, 'Europe/Berlin')).toBe('2026-03-08');
  });
});

describe('rideHoldMinutes', () => {
  it('holds an airport transfer two hours plus the turnaround, twice as long for a round trip', () => {
    expect(rideHoldMinutes('airport', false)).toBe(150);
    expect(rideHoldMinutes('airport', true)).toBe(270);
  });

  it('gives a service type it does not know the default hold', () => {
    expect(rideHoldMinutes('wedding', false)).toBe(150);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
