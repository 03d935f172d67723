import {
  BOOKING_TOKEN_HEADER,
  CONTACT_DETAILS,
  DEFAULT_BUSINESS_TIME_ZONE,
  bookingSchema,
  adminBookingsPageSchema,
  calendarDateIn,
  clockTimeIn,
  pickupInstant,
} from '@elite/contracts';
import ICAL from 'ical.js';
import {
  createBooking,
  expectApiError,
  outboxPayloads,
  signedIn,
  uniqueRideDate,
  useAdmin,
  useBookingApp,
} from './booking-test-kit';

const { app, api } = useBookingApp();
const { cookie: adminCookie, setStatus } = useAdmin(api);
const cancel = (id: number) => api().post(`/api/bookings/${id}/cancel`);
const calendar = (id: number) => api().get(`/api/bookings/${id}/calendar.ics`);

/** Date and time, in the business zone, `minutes` from now. */
function inMinutes(minutes: number): { date: string; time: string } {
  const instant = new Date(Date.now() + minutes * 60_000);
  return {
    date: calendarDateIn(instant, DEFAULT_BUSINESS_TIME_ZONE),
    time: clockTimeIn(instant, DEFAULT_BUSINESS_TIME_ZONE),
  };
}

describe('POST /api/bookings/:id/cancel', () => {
  it('cancels for the holder of the token given as ?token=, answering the cancelled booking', async () => {
    const booking = await createBooking(app());
    const response = await cancel(booking.id).query({ token: booking.accessToken });
    expect(response.status).toBe(200);
    expect(bookingSchema.parse(response.body)).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancellableUntil: null,
      pickupAt: pickupInstant(booking.date, booking.time, DEFAULT_BUSINESS_TIME_ZONE).toISOString(),
    });
  });

  it(`cancels for the holder of the token given in the ${BOOKING_TOKEN_HEADER} header`, async () => {
    const booking = await createBooking(app());
    const response = await cancel(booking.id).set(BOOKING_TOKEN_HEADER, booking.accessToken);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('cancelled');
  });

  it('cancels for the signed-in owner, and for an admin', async () => {
    const owner = await signedIn('client');
    const owned = await createBooking(app(), {}, owner.cookie);
    expect((await cancel(owned.id).set('Cookie', owner.cookie)).status).toBe(200);
    const anyone = await createBooking(app());
    expect((await cancel(anyone.id).set('Cookie', adminCookie())).status).toBe(200);
  });

  it('answers 404 "Booking not found" to a stranger, another client and a wrong token, and changes nothing', async () => {
    const owner = await signedIn('client');
    const booking = await createBooking(app(), {}, owner.cookie);
    const other = await signedIn('client');
    for (const response of [
      await cancel(booking.id),
      await cancel(booking.id).set('Cookie', other.cookie),
      await cancel(booking.id).query({ token: 'not-the-token' }),
      await cancel(2147483600).query({ token: booking.accessToken }),
    ]) {
      expectApiError(response, 404);
      expect(response.body.message).toBe('Booking not found');
    }
    const seen = await api().get(`/api/bookings/${booking.id}`).query({ token: booking.accessToken });
    expect(seen.body.status).toBe('pending');
  });

  it('refuses inside the cutoff with a 409 saying whom to call, and keeps the ride', async () => {
    const booking = await createBooking(app(), inMinutes(60));
    const seen = await api().get(`/api/bookings/${booking.id}`).query({ token: booking.accessToken });
    expect(new Date(seen.body.cancellableUntil).getTime()).toBeLessThan(Date.now());
    const response = await cancel(booking.id).query({ token: booking.accessToken });
    expectApiError(response, 409);
    expect(response.body.message).toBe(
      `It is too late to cancel this ride online. Please call us on ${CONTACT_DETAILS.liveAgentPhone}.`,
    );
    expect(await outboxPayloads(app(), 'booking.status-changed', booking.id)).toEqual([]);
  });

  it('refuses a second cancel and a completed ride with a 409', async () => {
    const booking = await createBooking(app());
    expect((await cancel(booking.id).query({ token: booking.accessToken })).status).toBe(200);
    const twice = await cancel(booking.id).query({ token: booking.accessToken });
    expectApiError(twice, 409);
    expect(twice.body.message).toBe('This ride is already cancelled.');

    const done = await createBooking(app());
    await setStatus(done.id, 'confirmed');
    await setStatus(done.id, 'completed');
    const completed = await cancel(done.id).query({ token: done.accessToken });
    expectApiError(completed, 409);
    expect(completed.body.message).toBe('This ride is completed and can no longer be cancelled.');
  });

  it('publishes booking.status-changed with the ride through the outbox, once', async () => {
    const booking = await createBooking(app());
    await setStatus(booking.id, 'confirmed');
    await cancel(booking.id).query({ token: booking.accessToken });
    expect(await outboxPayloads(app(), 'booking.status-changed', booking.id)).toEqual([
      expect.objectContaining({ from: 'pending', to: 'confirmed' }),
      {
        bookingId: booking.id,
        userId: null,
        version: 3,
        from: 'confirmed',
        to: 'cancelled',
        ride: expect.objectContaining({
          date: booking.date,
          time: booking.time,
          serviceTypeValue: 'airport',
        }),
      },
    ]);
  });

  it("frees the van's window and shows among the cancelled bookings of the dashboard", async () => {
    const date = uniqueRideDate();
    const booking = await createBooking(app(), { date, time: '09:00' });
    await setStatus(booking.id, 'confirmed');
    expect((await cancel(booking.id).query({ token: booking.accessToken })).status).toBe(200);
    const again = await createBooking(app(), { date, time: '09:00' });
    expect((await setStatus(again.id, 'confirmed')).status).toBe(200);
    const listed = await api()
      .get('/api/admin/bookings')
      .query({ status: 'cancelled', q: `#${booking.id}` })
      .set('Cookie', adminCookie());
    expect(adminBookingsPageSchema.parse(listed.body).items.map((b) => b.id)).toEqual([booking.id]);
  });
});

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

describe('GET /api/bookings/:id/calendar.ics', () => {
  it('answers text/calendar with a file name, its DTSTART the pickup in the business zone', async () => {
    const booking = await createBooking(app(), { date: '2031-07-04', time: '09:30' });
    const response = await calendar(booking.id).query({ token: booking.accessToken }).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=elite-transport-ride-${booking.id}.ics`,
    );
    const { event } = parseCalendar(response.text);
    expect(response.text).toContain('DTSTART;TZID=America/Los_Angeles:20310704T093000');
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-07-04T16:30:00.000Z');
    expect(event.description).toContain(`/tracking/${booking.id}?token=${booking.accessToken}`);
  });

  it('answers the owner through the header or cookie, and 404 to a stranger', async () => {
    const owner = await signedIn('client');
    const booking = await createBooking(app(), {}, owner.cookie);
    expect((await calendar(booking.id).set('Cookie', owner.cookie)).status).toBe(200);
    expect((await calendar(booking.id).set(BOOKING_TOKEN_HEADER, booking.accessToken)).status).toBe(200);
    const stranger = await calendar(booking.id);
    expectApiError(stranger, 404);
    expect(stranger.body.message).toBe('Booking not found');
  });

  it("follows the ride's every change (RFC 5545/5546): tentative, confirmed, moved, then cancelled, each with a higher SEQUENCE", async () => {
    const booking = await createBooking(app(), { date: uniqueRideDate(), time: '09:30' });
    const file = async () => {
      const response = await calendar(booking.id).query({ token: booking.accessToken }).buffer(true);
      const { calendar: ics, event } = parseCalendar(response.text);
      const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      const organizer = event.component.getFirstProperty('organizer')!;
      return {
        method: ics.getFirstPropertyValue('method'),
        status: event.component.getFirstPropertyValue('status'),
        sequence: event.sequence,
        uid: event.uid,
        start: event.startDate.toString(),
        stampInUtc: stamp.zone === ICAL.Timezone.utcTimezone,
        organizer: [organizer.getFirstValue(), organizer.getParameter('cn')],
        attendees: event.component.getAllProperties('attendee').length,
      };
    };
    const common = {
      uid: `booking-${booking.id}@localhost:8080`,
      stampInUtc: true,
      organizer: [`mailto:${CONTACT_DETAILS.reservationsEmail}`, 'Elite Transport'],
      // A download is a published event: no attendee (RFC 5546 §3.2.1).
      attendees: 0,
    };
    expect(await file()).toEqual({
      ...common,
      method: 'PUBLISH',
      status: 'TENTATIVE',
      sequence: 0,
      start: `${booking.date}T09:30:00`,
    });
    await setStatus(booking.id, 'confirmed');
    expect(await file()).toMatchObject({ ...common, method: 'PUBLISH', status: 'CONFIRMED', sequence: 1 });
    const moved = await api()
      .patch(`/api/admin/bookings/${booking.id}/schedule`)
      .set('Cookie', adminCookie())
      .send({ date: booking.date, time: '15:45' });
    expect(moved.status).toBe(200);
    expect(await file()).toMatchObject({
      ...common,
      method: 'PUBLISH',
      status: 'CONFIRMED',
      sequence: 2,
      start: `${booking.date}T15:45:00`,
    });
    await cancel(booking.id).query({ token: booking.accessToken });
    expect(await file()).toMatchObject({ ...common, method: 'CANCEL', status: 'CANCELLED', sequence: 3 });
  });
});
