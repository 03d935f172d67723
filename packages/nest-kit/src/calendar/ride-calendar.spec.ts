import ICAL from 'ical.js';
import { sampleRideSummary } from '../testing/ride-summary';
import { rideCalendar } from './ride-calendar';

function firstEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

const base = {
  bookingId: 41,
  timeZone: 'America/Los_Angeles',
  rideUrl: 'https://elite.example/tracking/41?token=abc',
  host: 'elite.example',
  now: new Date('2026-06-01T10:00:00Z'),
};

describe('rideCalendar', () => {
  it('starts at the pickup in the company zone, with a VTIMEZONE, so any calendar shows the right instant', () => {
    const text = rideCalendar({ ...base, ride: sampleRideSummary({ date: '2026-07-04', time: '09:30' }) });
    const { calendar, event } = firstEvent(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'America/Los_Angeles',
    );
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20260704T093000');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-04T16:30:00.000Z');
    expect(event.uid).toBe('booking-41@elite.example');
  });

  it('uses the winter offset in winter and lasts as long as the service type, twice for a round trip', () => {
    const text = rideCalendar({
      ...base,
      ride: sampleRideSummary({ date: '2026-12-24', time: '23:15', isRoundTrip: true }),
    });
    const { event } = firstEvent(text);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-25T07:15:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-25T11:15:00.000Z');
  });

  it('starts a time the clocks show twice at its first occurrence, as RFC 5545 reads it, and lasts the ride', () => {
    const text = rideCalendar({ ...base, ride: sampleRideSummary({ date: '2027-11-07', time: '01:30' }) });
    // 01:30 PDT (08:30 UTC) plus the two hours of an airport transfer is 02:30 PST, not 03:30.
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20271107T013000');
    expect(text).toContain('DTEND;TZID=America/Los_Angeles:20271107T023000');
  });

  it('starts a time the clocks skipped, stored before such times were refused, at the instant it is held', () => {
    const text = rideCalendar({ ...base, ride: sampleRideSummary({ date: '2027-03-14', time: '02:30' }) });
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20270314T033000');
    expect(firstEvent(text).event.startDate.toJSDate().toISOString()).toBe('2027-03-14T10:30:00.000Z');
  });

  it("describes the ride and links to the ride's page", () => {
    const ride = sampleRideSummary({ flightNumber: 'BA 283' });
    const { event } = firstEvent(rideCalendar({ ...base, ride }));
    expect(event.summary).toContain(ride.pickupLocation);
    expect(event.location).toBe(ride.pickupLocation);
    expect(event.description).toContain('Flight: BA 283');
    expect(event.description).toContain(base.rideUrl);
  });

  it('marks a cancelled ride so calendars that imported it drop it', () => {
    const text = rideCalendar({ ...base, ride: sampleRideSummary(), cancelled: true });
    expect(text).toContain('METHOD:CANCEL');
    expect(firstEvent(text).event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
