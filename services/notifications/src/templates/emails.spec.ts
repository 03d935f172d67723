import { sampleRideSummary } from '@elite/nest-kit/testing';
import { renderMail, type MailContext, type MailInput } from './emails';

const context: MailContext = { publicUrl: 'https://elitetransport.example', timeZone: 'America/Los_Angeles' };
const ride = sampleRideSummary({ date: '2030-07-06', time: '09:30', flightNumber: 'BA 283' });

const inputs: MailInput[] = [
  { template: 'welcome', name: 'Ada Rider' },
  {
    template: 'booking-received',
    bookingId: 41,
    ride,
    trackingUrl: 'https://elitetransport.example/tracking/41?token=abc',
  },
  { template: 'booking-confirmed', bookingId: 41, ride },
  { template: 'booking-cancelled', bookingId: 41, ride },
  { template: 'booking-rescheduled', bookingId: 41, ride: { ...ride, time: '11:00', isRoundTrip: true } },
  { template: 'ride-reminder', bookingId: 41, ride },
  { template: 'ride-completed', bookingId: 41, ride, points: { earned: 100, balance: 600 } },
  { template: 'ride-completed', bookingId: 41, ride, points: null },
  {
    template: 'magic-link',
    url: 'https://elitetransport.example/magic-link/abcdefghijklmnopqrstuvwxyz012345',
    expiresAt: '2030-07-08T16:00:00.000Z',
  },
];

describe('e-mail templates', () => {
  it.each(inputs.map((input, i) => [`${input.template} (${i})`, input] as const))(
    '%s: subject and plain text',
    async (_name, input) => {
      const mail = await renderMail(input, context);
      expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchSnapshot();
    },
  );

  it('names the ride by booking number, weekday, day, month and time', async () => {
    const mail = await renderMail(
      { template: 'booking-received', bookingId: 41, ride, trackingUrl: 'x:' },
      context,
    );
    expect(mail.subject).toBe('Booking received: #41, Sat 6 July at 09:30');
  });

  it('writes HTML in the site colours with the contact footer', async () => {
    const mail = await renderMail({ template: 'welcome', name: 'Ada' }, context);
    expect(mail.html).toContain('#0b0b0d');
    expect(mail.html).toContain('#d4af37');
    expect(mail.html).toContain('reservations@elitetransport.example');
    expect(mail.html).toContain('Transportation is available 24/7.');
  });
});
