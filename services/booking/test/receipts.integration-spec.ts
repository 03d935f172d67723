import {
  BOOKING_TOKEN_HEADER,
  bookingSchema,
  formatReceiptNumber,
  receiptFileSchema,
} from '@elite/contracts';
import {
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  signedIn,
  uniqueEmail,
  useAdmin,
  useBookingApp,
} from './booking-test-kit';
import { pdfText } from './pdf-text';
import type { Response as AgentResponse } from 'superagent';

// docs/product.md §11, "The receipt": staff record how a ride was paid; a completed ride has a PDF
// receipt with a number given once, and a Corporate Account has a monthly statement.

const { app, api } = useBookingApp();
const { cookie: adminCookie, setStatus } = useAdmin(api);

const receipt = (id: number) => api().get(`/api/bookings/${id}/receipt.pdf`).buffer(true).parse(binary);
const recordPayment = (id: number, body: unknown, cookie = adminCookie()) =>
  api()
    .put(`/api/admin/bookings/${id}/payment`)
    .set('Cookie', cookie)
    .send(body as object);
const PAYMENT = { method: 'card', amount: '216.00', paidAt: '2026-11-20T14:30:00-08:00' };

/** Supertest's parser that keeps a PDF as a Buffer, and reads an error's JSON. */
function binary(answer: AgentResponse, done: (error: Error | null, body: unknown) => void): void {
  // Given the raw Node answer (superagent's types name its own Response here).
  const res = answer as unknown as NodeJS.ReadableStream & { headers: Record<string, string> };
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => {
    const body = Buffer.concat(chunks);
    done(null, /json/.test(res.headers['content-type'] ?? '') ? JSON.parse(body.toString('utf8')) : body);
  });
}

async function completedRide(overrides: Record<string, unknown> = {}) {
  const booking = await createBooking(app(), overrides);
  await setStatus(booking.id, 'confirmed').expect(200);
  const completed = await setStatus(booking.id, 'completed').expect(200);
  return { ...booking, ...bookingSchema.parse(completed.body) };
}

describe('PUT /api/admin/bookings/:id/payment', () => {
  it('records how a confirmed ride was paid, with who recorded it, and shows it on the booking', async () => {
    const booking = await createBooking(app());
    await setStatus(booking.id, 'confirmed').expect(200);
    const admin = await signedIn('admin');
    const recorded = await recordPayment(booking.id, PAYMENT, admin.cookie);
    expect(recorded.status).toBe(200);
    expect(bookingSchema.parse(recorded.body).payment).toEqual({
      method: 'card',
      amount: '216.00',
      paidAt: '2026-11-20T22:30:00.000Z',
    });
    const kept: { method: string; amount_cents: number; recorded_by: number }[] = await dataSourceOf(
      app(),
    ).query(`SELECT method, amount_cents, recorded_by FROM booking.payment_records WHERE booking_id = $1`, [
      booking.id,
    ]);
    expect(kept).toEqual([{ method: 'card', amount_cents: 21_600, recorded_by: admin.id }]);
  });

  it('names every bad field, refuses a time in the future, a pending ride, and anyone but staff', async () => {
    const booking = await createBooking(app());
    expectApiError(await recordPayment(booking.id, PAYMENT), 409);
    await setStatus(booking.id, 'confirmed').expect(200);
    const wrong = await recordPayment(booking.id, { method: 'bitcoin', amount: '12.5', paidAt: 'yesterday' });
    expect(errorPaths(wrong).sort()).toEqual(['amount', 'method', 'paidAt']);
    expect(errorPaths(await recordPayment(booking.id, { ...PAYMENT, amount: -3 }))).toEqual(['amount']);
    expect(errorPaths(await recordPayment(booking.id, { method: 'cash' })).sort()).toEqual([
      'amount',
      'paidAt',
    ]);
    const future = await recordPayment(booking.id, {
      ...PAYMENT,
      paidAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(errorPaths(future)).toEqual(['paidAt']);
    expect(future.body.errors[0].message).toBe('Paid at cannot be in the future');
    expectApiError(await recordPayment(booking.id, PAYMENT, (await signedIn('client')).cookie), 403);
    expectApiError(await api().put(`/api/admin/bookings/${booking.id}/payment`).send(PAYMENT), 401);
    expectApiError(await recordPayment(2_000_000_000, PAYMENT), 404);
  });
});

describe('GET /api/bookings/:id/receipt.pdf', () => {
  it('prints the number, the ride, the stored lines and total, and the payment once recorded', async () => {
    const ride = await completedRide({ fullName: 'Grace Hopper' });
    const before = await receipt(ride.id).query({ token: ride.accessToken });
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toBe('application/pdf');
    expect(before.headers['content-disposition']).toBe(
      `attachment; filename=elite-transport-receipt-${formatReceiptNumber(ride.receiptNumber!)}.pdf`,
    );
    const text = await pdfText(before.body as Buffer);
    expect(text).toContain(`Receipt no.: ${formatReceiptNumber(ride.receiptNumber!)}`);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Los Angeles International Airport (LAX)');
    expect(text).toContain('The Beverly Hills Hotel');
    expect(text).toMatch(/Pick-up time: \w{3}, \w{3} \d+, \d{4} at 2:30 PM P[SD]T/);
    for (const line of ride.priceLines!) expect(text).toContain(line.label);
    expect(text).toContain(`$${ride.totalPrice}`);
    expect(text).toContain('Paid: Not yet recorded');

    await recordPayment(ride.id, { ...PAYMENT, amount: ride.totalPrice }).expect(200);
    const after = await pdfText((await receipt(ride.id).query({ token: ride.accessToken })).body as Buffer);
    expect(after).toContain("Paid by: Card at the chauffeur's terminal");
    expect(after).toContain(`Amount paid: $${ride.totalPrice}`);
    expect(after).toContain('Paid on: Fri, Nov 20, 2026 at 2:30 PM PST');
  });

  it('gives each completed ride the next number, once: the same on every download', async () => {
    const first = await completedRide();
    const second = await completedRide();
    expect(first.receiptNumber).toEqual(expect.any(Number));
    expect(second.receiptNumber).toBe(first.receiptNumber! + 1);
    const again = await receipt(first.id).query({ token: first.accessToken });
    expect(await pdfText(again.body as Buffer)).toContain(
      `Receipt no.: ${formatReceiptNumber(first.receiptNumber!)}`,
    );
    const stored = await api().get(`/api/bookings/${first.id}`).query({ token: first.accessToken });
    expect(stored.body.receiptNumber).toBe(first.receiptNumber);
  });

  it('gives no number to a ride that is not completed, and answers 409 with a clear message', async () => {
    const booking = await createBooking(app());
    const pending = await receipt(booking.id).query({ token: booking.accessToken });
    expectApiError(pending, 409);
    expect(pending.body.message).toBe('A receipt is issued once the ride is completed.');
    await setStatus(booking.id, 'cancelled').expect(200);
    expectApiError(await receipt(booking.id).query({ token: booking.accessToken }), 409);
  });

  it("follows the calendar file's rule: token, header, owner or staff; 404 to a stranger", async () => {
    const owner = await signedIn('client');
    const booking = await createBooking(app(), {}, owner.cookie);
    await setStatus(booking.id, 'confirmed').expect(200);
    await setStatus(booking.id, 'completed').expect(200);
    expect((await receipt(booking.id).set('Cookie', owner.cookie)).status).toBe(200);
    expect((await receipt(booking.id).set(BOOKING_TOKEN_HEADER, booking.accessToken)).status).toBe(200);
    expect((await receipt(booking.id).set('Cookie', adminCookie())).status).toBe(200);
    const stranger = await api().get(`/api/bookings/${booking.id}/receipt.pdf`);
    expectApiError(stranger, 404);
    expect(stranger.body.message).toBe('Booking not found');
    const other = await api()
      .get(`/api/bookings/${booking.id}/receipt.pdf`)
      .set('Cookie', (await signedIn('client')).cookie);
    expectApiError(other, 404);
  });

  it('is what notifications fetches to attach, byte for byte in its text', async () => {
    const ride = await completedRide();
    const internal = await api().get(`/internal/bookings/${ride.id}/receipt`).expect(200);
    const file = receiptFileSchema.parse(internal.body);
    expect(file.filename).toBe(`elite-transport-receipt-${formatReceiptNumber(ride.receiptNumber!)}.pdf`);
    expect(await pdfText(Buffer.from(file.contentBase64, 'base64'))).toContain(`$${ride.totalPrice}`);
  });
});

describe('GET /api/admin/statement.pdf', () => {
  const statement = (month: string, email: string, cookie = adminCookie()) =>
    api()
      .get('/api/admin/statement.pdf')
      .query({ month, email })
      .set('Cookie', cookie)
      .buffer(true)
      .parse(binary);

  it("lists the month's completed Corporate Account rides of that e-mail with their totals and the sum", async () => {
    const email = uniqueEmail('account');
    const month = '2031-03';
    const rides = [
      await completedRide({ email, paymentMethod: 'account', date: `${month}-04`, time: '09:00' }),
      await completedRide({ email, paymentMethod: 'account', date: `${month}-18`, time: '17:15' }),
    ];
    // Not on the statement: another month, another way to pay, not completed.
    const otherMonth = await completedRide({ email, paymentMethod: 'account', date: '2031-04-02' });
    const byCard = await completedRide({ email, paymentMethod: 'card', date: `${month}-05` });
    const open = await createBooking(app(), { email, paymentMethod: 'account', date: `${month}-06` });

    const response = await statement(month, email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.body as Buffer);
    expect(text).toContain(`Account: ${email}`);
    expect(text).toContain('Month: March 2031');
    for (const ride of rides) {
      expect(text).toContain(`Booking #${ride.id}`);
      expect(text).toContain(`$${ride.totalPrice}`);
    }
    for (const ride of [otherMonth, byCard, open]) expect(text).not.toContain(`Booking #${ride.id}`);
    const sum = rides.reduce((total, ride) => total + Math.round(Number(ride.totalPrice) * 100), 0);
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(sum / 100);
    expect(text).toMatch(new RegExp(`Total of 2 rides\\s+${shown.replace(/[$.]/g, '\\$&')}`));
  });

  it('names a bad month or e-mail, and is for staff only', async () => {
    const email = uniqueEmail('account');
    expect(errorPaths(await statement('2031-13', email))).toEqual(['month']);
    expect(errorPaths(await statement('2031-03', 'not-an-address'))).toEqual(['email']);
    expectApiError(await statement('2031-03', email, (await signedIn('client')).cookie), 403);
    expectApiError(await api().get('/api/admin/statement.pdf').query({ month: '2031-03', email }), 401);
  });
});
