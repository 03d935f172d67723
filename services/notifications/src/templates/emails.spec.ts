import type { RideSummary } from '@elite/contracts';
import { sampleRideSummary } from '@elite/nest-kit/testing';
import { renderMail, type MailContext, type MailInput } from './emails';

const context: MailContext = { publicUrl: 'https://elitetransport.example', timeZone: 'America/Los_Angeles' };
const ride = sampleRideSummary({ date: '2030-07-06', time: '09:30', flightNumber: 'BA 283' });
const rideUrl = 'https://elitetransport.example/tracking/41?token=abc';
/** The ride once staff assigned its chauffeur (docs/product.md §12). */
const driven = {
  ...ride,
  vehiclePlate: '9ELT247',
  chauffeur: { id: 7, name: 'James Carter', phone: '+1 310 555 0199' },
};
// An airport pick-up booked with its landing: an international flight, picked up 60 minutes after.
const flightRide = {
  ...ride,
  time: '17:30',
  flightNumber: 'AA 1234',
  landingDate: '2030-07-06',
  landingTime: '16:30',
  freeWaitingMinutes: 60,
};

const inputs: MailInput[] = [
  { template: 'welcome', name: 'Ada Rider' },
  { template: 'booking-received', bookingId: 41, ride, rideUrl },
  { template: 'booking-confirmed', bookingId: 41, ride, rideUrl },
  { template: 'booking-cancelled', bookingId: 41, ride, rideUrl },
  {
    template: 'booking-rescheduled',
    bookingId: 41,
    ride: { ...ride, time: '11:00', isRoundTrip: true },
    rideUrl,
  },
  { template: 'ride-reminder', bookingId: 41, ride, rideUrl },
  { template: 'ride-completed', bookingId: 41, ride, rideUrl, points: { earned: 100, balance: 600 } },
  { template: 'ride-completed', bookingId: 41, ride, rideUrl, points: null },
  {
    template: 'magic-link',
    url: 'https://elitetransport.example/magic-link/abcdefghijklmnopqrstuvwxyz012345',
    expiresAt: '2030-07-08T16:00:00.000Z',
  },
  { template: 'ride-on-the-way', bookingId: 41, ride: driven, rideUrl },
  { template: 'ride-on-location', bookingId: 41, ride: driven, rideUrl },
  // A ride whose token this service does not hold (booked before it kept tokens).
  { template: 'ride-on-the-way', bookingId: 41, ride, rideUrl: null },
  { template: 'ride-no-show', bookingId: 41, ride: driven, rideUrl },
  {
    template: 'price-offered',
    bookingId: 41,
    ride: { ...ride, totalPrice: '216.00' },
    rideUrl,
    lines: [
      { label: 'Transfer to Venice', amount: '180.00' },
      { label: 'Gratuity (20%)', amount: '36.00' },
    ],
  },
  // Staff said the flight lands later: the ride as it now stands.
  {
    template: 'booking-rescheduled',
    bookingId: 41,
    ride: { ...flightRide, time: '19:10', landingTime: '18:10' },
    rideUrl,
  },
];

/** A ride's e-mail about booking 41: `ride`, with its link, unless told otherwise. */
const rideMail = (
  template: 'booking-received' | 'booking-confirmed' | 'ride-reminder',
  of: RideSummary = ride,
  url = rideUrl,
) => renderMail({ template, bookingId: 41, ride: of, rideUrl: url }, context);

describe('e-mail templates', () => {
  it.each(inputs.map((input, i) => [`${input.template} (${i})`, input] as const))(
    '%s: subject and plain text',
    async (_name, input) => {
      const mail = await renderMail(input, context);
      expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchSnapshot();
    },
  );

  it('gives the chauffeur, the phone to call and the plate in the confirmation once one is assigned', async () => {
    const mail = await rideMail('booking-confirmed', driven);
    expect(mail.text).toContain('Your chauffeur, James Carter, will meet you');
    expect(mail.text).toContain('plate 9ELT247');
    expect(mail.text).toContain('Chauffeur: James Carter, +1 310 555 0199');
    expect(mail.text).toContain('call James Carter on +1 310 555 0199');
    const before = await rideMail('booking-confirmed');
    expect(before.text).not.toContain('James Carter');
  });

  it('says the all-in price the booking holds, or that it is priced on request, and nothing for a ride from before prices', async () => {
    const text = async (totalPrice: string | null | undefined) =>
      (await rideMail('booking-received', { ...ride, totalPrice })).text;
    expect(await text('1234.50')).toContain('Total (all-in): $1,234.50');
    expect(await text(null)).toContain('Price: On request: we will send you a quote');
    const before = await text(undefined);
    expect(before).not.toContain('Total (all-in)');
    expect(before).not.toContain('Price:');
  });

  it('states the flight, its landing and the free waiting of an airport pick-up with a landing time', async () => {
    for (const template of ['booking-received', 'booking-confirmed'] as const) {
      const { text } = await rideMail(template, flightRide);
      expect(text).toContain('Flight: AA 1234, landing 4:30 PM');
      expect(text).toContain('Free waiting: until 5:30 PM, 60 minutes after landing');
      expect(text).toContain(
        'Your flight AA 1234 lands at 4:30 PM: your chauffeur waits for you free of charge until 5:30 PM, 60 minutes after landing.',
      );
    }
  });

  it('names the landing day when the pick-up falls on the next one, and says no free waiting without a landing', async () => {
    const lateLanding = { ...flightRide, date: '2030-07-07', time: '00:15', landingTime: '23:15' };
    const late = await rideMail('booking-confirmed', lateLanding);
    expect(late.text).toContain('Flight: AA 1234, landing Sat, Jul 6, 2030 at 11:15 PM');
    expect(late.text).toContain('until 12:15 AM, 60 minutes after landing');
    const plain = await rideMail('booking-confirmed');
    expect(plain.text).toContain('Flight: BA 283');
    expect(plain.text).not.toContain('free of charge');
  });

  it('names the ride by booking number, day and time as the site writes them (US English, 12-hour)', async () => {
    const mail = await rideMail('booking-received', ride, 'x:');
    expect(mail.subject).toBe('Booking received: #41, Sat, Jul 6, 2030 at 9:30 AM');
  });

  it('names the hour of a time the clocks show twice as the first one, in daylight time, as the hold and calendar do', async () => {
    const twice = sampleRideSummary({ date: '2027-11-07', time: '01:30' });
    const mail = await rideMail('ride-reminder', twice);
    expect(mail.subject).toBe('Ride reminder: #41, Sun, Nov 7, 2027 at 1:30 AM PDT');
    expect(mail.text).toContain('at the pick-up point at 1:30 AM PDT.');
    expect(mail.text).toContain('Pick-up time: Sun, Nov 7, 2027 at 1:30 AM PDT');
  });

  it('names a time the clocks skipped, stored before such times were refused, by the instant it is held at', async () => {
    const skipped = sampleRideSummary({ date: '2027-03-14', time: '02:30' });
    const mail = await rideMail('booking-confirmed', skipped);
    expect(mail.subject).toBe('Booking confirmed: #41, Sun, Mar 14, 2027 at 3:30 AM PDT');
  });

  const rideInputs = inputs.filter((input) => 'rideUrl' in input && input.template !== 'booking-received');

  it.each([
    ['booking-confirmed', 'Manage your ride'],
    ['booking-rescheduled', 'Manage your ride'],
    ['ride-reminder', 'Manage your ride'],
    ['booking-cancelled', 'View your ride'],
    ['ride-completed', 'View your ride'],
  ] as const)('%s: links the ride as %s, in HTML and in plain text', async (template, action) => {
    const input = rideInputs.find((candidate) => candidate.template === template)!;
    const mail = await renderMail(input, context);
    const links = [...mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => [
      label,
      href,
    ]);
    expect(links).toContainEqual([action, rideUrl]);
    expect(mail.text).toContain(`${action} ${rideUrl}`);
  });

  it.each([
    'booking-confirmed',
    'booking-cancelled',
    'booking-rescheduled',
    'ride-reminder',
    'ride-completed',
  ] as const)("%s: without a token, says where the ride's page is instead of a link", async (template) => {
    const input = { ...rideInputs.find((candidate) => candidate.template === template)!, rideUrl: null };
    const mail = await renderMail(input, context);
    expect(mail.text).toContain("Your ride's page is the link in the e-mail we sent when you booked.");
    expect(mail.text).not.toContain('/tracking/');
    expect(mail.html).not.toContain('/tracking/');
    expect(mail.text).not.toMatch(/View your ride|Manage your ride/);
  });

  it('writes HTML in the site colours with the contact footer', async () => {
    const mail = await renderMail({ template: 'welcome', name: 'Ada' }, context);
    expect(mail.html).toContain('#0b0b0d');
    expect(mail.html).toContain('#d4af37');
    expect(mail.html).toContain('reservations@elitetransport.example');
    expect(mail.html).toContain('Transportation is available 24/7.');
  });
});
