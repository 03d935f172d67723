import ICAL from 'ical.js';
import type { RideSummary } from '@elite/contracts';
import { sampleRideSummary } from '../testing/ride-summary';
import { rideCalendar, type RideCalendarInput } from './ride-calendar';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const base: Omit<RideCalendarInput, 'ride'> = {
  bookingId: 41,
  timeZone: 'America/Los_Angeles',
  rideUrl: 'https://elite.example/tracking/41?token=abc',
  host: 'elite.example',
  status: 'pending',
  version: 1,
  organizer: 'Elite Transport <reservations@elite.example>',
  delivery: 'download',
  now: new Date('2026-06-01T10:00:00Z'),
};

/** The file of a ride like the sample one but for `ride`. */
const fileOf = (ride: Partial<RideSummary>) => rideCalendar({ ...base, ride: sampleRideSummary(ride) }).text;

/** The properties RFC 5545 and RFC 5546 ask of each file, as a real parser reads them. */
function properties(input: Partial<RideCalendarInput> = {}) {
  const ride = sampleRideSummary({ email: 'ada@example.test', fullName: 'Ada Rider' });
  const { method, text } = rideCalendar({ ...base, ride, ...input });
  const { calendar, vevent, event } = parse(text);
  const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
  const organizer = vevent.getFirstProperty('organizer')!;
  return {
    method,
    text,
    calendarMethod: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    stamp: { utc: stamp.zone === ICAL.Timezone.utcTimezone, at: stamp.toJSDate().toISOString() },
    organizer: { value: organizer.getFirstValue(), cn: organizer.getParameter('cn') },
    attendees: vevent.getAllProperties('attendee').map((attendee) => ({
      // A URI's scheme is case-insensitive (RFC 3986); ical-generator writes MAILTO here.
      value: String(attendee.getFirstValue()).replace(/^mailto:/i, 'mailto:'),
      cn: attendee.getParameter('cn'),
      partstat: attendee.getParameter('partstat'),
      rsvp: attendee.getParameter('rsvp'),
    })),
  };
}

describe('rideCalendar', () => {
  it('starts at the pickup in the company zone, with a VTIMEZONE, so any calendar shows the right instant', () => {
    const text = fileOf({ date: '2026-07-04', time: '09:30' });
    const { calendar, event } = parse(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'America/Los_Angeles',
    );
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20260704T093000');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-04T16:30:00.000Z');
  });

  it('uses the winter offset in winter and lasts as long as the service type, twice for a round trip', () => {
    const text = fileOf({ date: '2026-12-24', time: '23:15', isRoundTrip: true });
    const { event } = parse(text);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-25T07:15:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-25T11:15:00.000Z');
  });

  it('starts a time the clocks show twice at its first occurrence, as RFC 5545 reads it, and lasts the ride', () => {
    const text = fileOf({ date: '2027-11-07', time: '01:30' });
    // 01:30 PDT (08:30 UTC) plus the two hours of an airport transfer is 02:30 PST, not 03:30.
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20271107T013000');
    expect(text).toContain('DTEND;TZID=America/Los_Angeles:20271107T023000');
  });

  it('starts a time the clocks skipped, stored before such times were refused, at the instant it is held', () => {
    const text = fileOf({ date: '2027-03-14', time: '02:30' });
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20270314T033000');
    expect(parse(text).event.startDate.toJSDate().toISOString()).toBe('2027-03-14T10:30:00.000Z');
  });

  it("describes the ride and links to the ride's page", () => {
    const ride = sampleRideSummary({ flightNumber: 'BA 283' });
    const { event } = parse(rideCalendar({ ...base, ride }).text);
    expect(event.summary).toContain(ride.pickupLocation);
    expect(event.location).toBe(ride.pickupLocation);
    expect(event.description).toContain('Flight: BA 283');
    expect(event.description).toContain(base.rideUrl);
  });

  it('stamps the file in UTC (DTSTAMP with Z), whatever the ride zone', () => {
    const file = properties();
    expect(file.text).toContain('DTSTAMP:20260601T100000Z');
    expect(file.stamp).toEqual({ utc: true, at: '2026-06-01T10:00:00.000Z' });
  });

  it("names the company's mailbox as ORGANIZER and keeps one UID per ride", () => {
    const file = properties();
    expect(file.organizer).toEqual({ value: 'mailto:reservations@elite.example', cn: 'Elite Transport' });
    expect(file.uid).toBe('booking-41@elite.example');
    expect(properties({ status: 'cancelled', version: 4 }).uid).toBe(file.uid);
  });

  it.each([
    ['pending', 1, 'TENTATIVE', 0],
    ['confirmed', 2, 'CONFIRMED', 1],
    ['completed', 3, 'CONFIRMED', 2],
  ] as const)(
    'publishes a %s ride (version %d) for download as %s, SEQUENCE %d, with no ATTENDEE',
    (status, version, eventStatus, sequence) => {
      const file = properties({ status, version });
      expect(file).toMatchObject({
        method: 'PUBLISH',
        calendarMethod: 'PUBLISH',
        status: eventStatus,
        sequence,
      });
      expect(file.attendees).toEqual([]);
    },
  );

  it('withdraws a cancelled ride with METHOD:CANCEL and STATUS:CANCELLED, its SEQUENCE above every earlier file', () => {
    const file = properties({ status: 'cancelled', version: 3 });
    expect(file).toMatchObject({
      method: 'CANCEL',
      calendarMethod: 'CANCEL',
      status: 'CANCELLED',
      sequence: 2,
    });
    expect(file.sequence).toBeGreaterThan(properties({ status: 'confirmed', version: 2 }).sequence);
    expect(file.attendees).toEqual([]);
  });

  it('invites the customer by e-mail as the ATTENDEE of a REQUEST, who has nothing to answer', () => {
    const file = properties({ delivery: 'invitation' });
    expect(file).toMatchObject({
      method: 'REQUEST',
      calendarMethod: 'REQUEST',
      status: 'TENTATIVE',
      sequence: 0,
    });
    expect(file.attendees).toEqual([
      { value: 'mailto:ada@example.test', cn: 'Ada Rider', partstat: 'ACCEPTED', rsvp: 'FALSE' },
    ]);
  });

  it('updates the invitation when the ride is confirmed or moved, and cancels it for the attendee', () => {
    const confirmed = properties({ delivery: 'invitation', status: 'confirmed', version: 2 });
    expect(confirmed).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', sequence: 1 });
    const moved = properties({
      delivery: 'invitation',
      status: 'confirmed',
      version: 3,
      ride: sampleRideSummary({ email: 'ada@example.test', time: '15:45' }),
    });
    expect(moved).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', sequence: 2 });
    const cancelled = properties({ delivery: 'invitation', status: 'cancelled', version: 4 });
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 3 });
    expect(cancelled.attendees.map((attendee) => attendee.value)).toEqual(['mailto:ada@example.test']);
  });
});
