import { describe, expect, it } from '@jest/globals';
import type { CalendarRide } from '@elite/contracts/booking';
import { addDays, daysOf, droppedAt, segmentsOf } from './calendar-layout';

const zone = 'America/Los_Angeles';

/** A ride held between two wall-clock times of Los Angeles in June 2031 (UTC-7). */
function ride(
  id: number,
  status: CalendarRide['status'],
  start: string,
  end: string,
  clashesWith: number[] = [],
) {
  return {
    id,
    status,
    priceState: 'booked',
    fullName: `Rider ${id}`,
    phone: '+1 310 555 0100',
    serviceTypeId: 1,
    serviceType: 'Airport Transfer',
    pickupLocation: 'LAX',
    dropoffLocation: 'The Beverly Hills Hotel',
    date: start.slice(0, 10),
    time: start.slice(11, 16),
    holdStart: new Date(`${start}:00-07:00`).toISOString(),
    holdEnd: new Date(`${end}:00-07:00`).toISOString(),
    clashesWith,
  } satisfies CalendarRide;
}

describe('daysOf', () => {
  it('shows the day alone, or its week from Monday', () => {
    expect(daysOf('2031-06-18', 'day')).toEqual(['2031-06-18']);
    expect(daysOf('2031-06-18', 'week')).toEqual([
      '2031-06-16',
      '2031-06-17',
      '2031-06-18',
      '2031-06-19',
      '2031-06-20',
      '2031-06-21',
      '2031-06-22',
    ]);
    expect(daysOf('2031-06-22', 'week')[0]).toBe('2031-06-16');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
  });
});

describe('segmentsOf', () => {
  const days = ['2031-06-16', '2031-06-17'];

  it("places a hold by the zone's clock, and goes on in the next column past midnight", () => {
    const [first, next] = segmentsOf(
      [ride(1, 'confirmed', '2031-06-16T23:00', '2031-06-17T01:30')],
      days,
      zone,
    );
    expect(first).toMatchObject({ day: 0, startMinute: 23 * 60, endMinute: 24 * 60, continued: false });
    expect(next).toMatchObject({ day: 1, startMinute: 0, endMinute: 90, continued: true });
  });

  it('gives a request overlapping another request the next lane, and a confirmed ride none', () => {
    const segments = segmentsOf(
      [
        ride(1, 'confirmed', '2031-06-16T10:00', '2031-06-16T12:30'),
        ride(2, 'pending', '2031-06-16T11:00', '2031-06-16T13:30', [1]),
        ride(3, 'pending', '2031-06-16T12:00', '2031-06-16T14:30', [1]),
        ride(4, 'pending', '2031-06-16T14:30', '2031-06-16T17:00'),
      ],
      days,
      zone,
    );
    expect(segments.map((segment) => [segment.ride.id, segment.lane])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 0],
    ]);
  });
});

describe('droppedAt', () => {
  const days = ['2031-06-16', '2031-06-17', '2031-06-18'];
  const [segment] = segmentsOf([ride(1, 'pending', '2031-06-16T10:00', '2031-06-16T12:30')], days, zone);

  it('lands on the quarter hour and the column it was dragged to', () => {
    expect(droppedAt(segment!, days, { minutes: 97, days: 1 })).toEqual({
      date: '2031-06-17',
      time: '11:30',
    });
    expect(droppedAt(segment!, days, { minutes: -1000, days: 5 })).toEqual({
      date: '2031-06-18',
      time: '00:00',
    });
  });

  it('answers nothing for a drop where it was', () => {
    expect(droppedAt(segment!, days, { minutes: 5, days: 0 })).toBeNull();
  });
});
