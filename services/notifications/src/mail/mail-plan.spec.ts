import { sampleRideSummary } from '@elite/nest-kit/testing';
import type { BookingStatus } from '@elite/contracts';
import {
  RIDE_ORDER_WAIT_MS,
  SKIP_REASONS,
  mailJobId,
  reminderDelay,
  reminderJobId,
  rideIsAhead,
  rideMailDecision,
  templateForStatusChange,
  type RideMailState,
} from './mail-plan';

const LA = 'America/Los_Angeles';
const HOUR = 3_600_000;

describe('which e-mail a status change sends', () => {
  const change = (to: BookingStatus, userId: number | null = null) => ({
    bookingId: 41,
    userId,
    version: 2,
    from: 'pending' as const,
    to,
    ride: sampleRideSummary(),
  });

  it.each([
    ['confirmed', null, 'booking-confirmed'],
    ['confirmed', 7, 'booking-confirmed'],
    ['cancelled', null, 'booking-cancelled'],
    ['cancelled', 7, 'booking-cancelled'],
    ['completed', null, 'ride-completed'],
    // A signed-in client's completed ride is left to the points-earned e-mail.
    ['completed', 7, null],
    ['pending', null, null],
  ] as const)('to %s (user %s): %s', (to, userId, template) => {
    expect(templateForStatusChange(change(to, userId))).toBe(template);
  });
});

describe('reminder timing', () => {
  // 2030-07-06 09:30 in Los Angeles (PDT, UTC-7) is 16:30 UTC; the reminder is due a day before.
  const ride = { date: '2030-07-06', time: '09:30' };
  const due = Date.parse('2030-07-05T16:30:00Z');

  it('is due 24 hours before pickup in the company zone', () => {
    expect(reminderDelay(ride, LA, new Date(due - 10 * HOUR))).toBe(10 * HOUR);
  });

  it('reads the pickup in the zone it is given', () => {
    expect(reminderDelay(ride, 'Europe/London', new Date(Date.parse('2030-07-05T08:30:00Z') - HOUR))).toBe(
      HOUR,
    );
  });

  it('is due at once exactly at the lead time', () => {
    expect(reminderDelay(ride, LA, new Date(due))).toBe(0);
  });

  it('is not scheduled when the pickup is nearer than the lead time, or past', () => {
    expect(reminderDelay(ride, LA, new Date(due + 1))).toBeNull();
    expect(reminderDelay(ride, LA, new Date(due + 48 * HOUR))).toBeNull();
  });

  it('goes only to rides still ahead', () => {
    expect(
      ['pending', 'confirmed', 'completed', 'cancelled'].filter((s) => rideIsAhead(s as BookingStatus)),
    ).toEqual(['pending', 'confirmed']);
  });

  it('has one job id per booking, and one send job per event and template', () => {
    expect(reminderJobId(41)).toBe(reminderJobId(41));
    expect(reminderJobId(41)).not.toBe(reminderJobId(42));
    expect(mailJobId('e1', 'welcome')).not.toBe(mailJobId('e1', 'magic-link'));
    expect(mailJobId('e1', 'welcome')).not.toContain(':');
  });
});

describe("whether a ride's e-mail goes now", () => {
  const state = (overrides: Partial<RideMailState> = {}): RideMailState => ({
    template: 'booking-received',
    rideStatus: 'pending',
    replacedByLater: false,
    earlierUnsent: 0,
    earlierUnseen: 0,
    waitedMs: 0,
    ...overrides,
  });

  it('sends one whose turn has come', () => {
    expect(rideMailDecision(state())).toEqual({ action: 'send' });
  });

  it.each(['booking-received', 'booking-confirmed', 'booking-rescheduled', 'ride-reminder'] as const)(
    'skips %s once the ride is cancelled or completed, saying which',
    (template) => {
      expect(rideMailDecision(state({ template, rideStatus: 'cancelled' }))).toEqual({
        action: 'skip',
        reason: SKIP_REASONS.cancelled,
      });
      expect(rideMailDecision(state({ template, rideStatus: 'completed' }))).toEqual({
        action: 'skip',
        reason: SKIP_REASONS.completed,
      });
    },
  );

  it('skips a new pick-up time that a later move replaced', () => {
    expect(rideMailDecision(state({ template: 'booking-rescheduled', replacedByLater: true }))).toEqual({
      action: 'skip',
      reason: SKIP_REASONS.replaced,
    });
  });

  it("waits while the ride's earlier e-mails are unsent or its earlier events unseen, looking again sooner at first", () => {
    const early = rideMailDecision(state({ template: 'booking-confirmed', earlierUnseen: 1, waitedMs: 100 }));
    const later = rideMailDecision(
      state({ template: 'booking-confirmed', earlierUnsent: 1, waitedMs: 600_000 }),
    );
    expect(early).toEqual({ action: 'wait', delayMs: 250 });
    expect(later).toEqual({ action: 'wait', delayMs: 15_000 });
  });

  it('stops waiting for an earlier event that never comes', () => {
    expect(rideMailDecision(state({ earlierUnseen: 1, waitedMs: RIDE_ORDER_WAIT_MS }))).toEqual({
      action: 'send',
    });
  });

  it.each(['booking-cancelled', 'ride-completed'] as const)(
    'sends %s at once: what is still unsent before it is obsolete by then',
    (template) => {
      expect(
        rideMailDecision(state({ template, rideStatus: 'cancelled', earlierUnsent: 2, earlierUnseen: 1 })),
      ).toEqual({ action: 'send' });
    },
  );
});
