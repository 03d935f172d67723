import { render } from '@react-email/render';
import {
  PRODUCT_NAME,
  dollarsToCents,
  formatUsd,
  onBusinessClock,
  type PriceLineShown,
  type RideSummary,
} from '@elite/contracts';
import type { ReactElement, ReactNode } from 'react';
import { freeWaitingSentence, rideClock, rideWhen } from './format';
import { ActionLink, EmailLayout, Paragraph } from './layout';
import { RideDetails } from './ride-details';

interface RideMail {
  bookingId: number;
  ride: RideSummary;
  /** The ride's page with its link token; null when this service has no token for the ride. */
  rideUrl: string | null;
}

/** What each e-mail is written from: the event's facts, nothing looked up at render time. */
export type MailInput =
  | { template: 'welcome'; name: string }
  | ({ template: 'booking-received'; rideUrl: string } & RideMail)
  | ({ template: 'booking-confirmed' } & RideMail)
  | ({ template: 'booking-cancelled' } & RideMail)
  | ({ template: 'booking-rescheduled' } & RideMail)
  | ({ template: 'price-offered'; lines: PriceLineShown[] } & RideMail)
  | ({ template: 'ride-reminder' } & RideMail)
  | ({ template: 'ride-on-the-way' } & RideMail)
  | ({ template: 'ride-on-location' } & RideMail)
  | ({ template: 'ride-no-show' } & RideMail)
  | ({ template: 'ride-completed'; points: { earned: number; balance: number } | null } & RideMail)
  | { template: 'magic-link'; url: string; expiresAt: string };

/** Where the e-mails are read: the site's address (links) and the company's zone (times). */
export interface MailContext {
  publicUrl: string;
  timeZone: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What an open ride's page offers, said under its button. */
const OPEN_RIDE_PAGE =
  "The button opens your ride's page without signing in, where you can follow your chauffeur on the day or cancel the ride.";

/** The ride's page as a button and what it offers, or where to find it when there is no link to give. */
function RidePage(props: { url: string | null; action: string; children: ReactNode }) {
  if (!props.url)
    return <Paragraph>Your ride's page is the link in the e-mail we sent when you booked.</Paragraph>;
  return (
    <>
      <ActionLink href={props.url}>{props.action}</ActionLink>
      <Paragraph>{props.children}</Paragraph>
    </>
  );
}

/** `your chauffeur, James Carter,` (or `Your…` to open a sentence); without the name before one is assigned. */
const yourChauffeur = (ride: RideSummary, opening = false) =>
  `${opening ? 'Your' : 'your'} chauffeur${ride.chauffeur ? `, ${ride.chauffeur.name},` : ''}`;

/** Whom to call on the day: the chauffeur's phone, when one is assigned. */
function CallChauffeur(props: { ride: RideSummary; why: string }) {
  if (!props.ride.chauffeur) return null;
  return (
    <Paragraph>
      {props.why} call {props.ride.chauffeur.name} on {props.ride.chauffeur.phone}.
    </Paragraph>
  );
}

/** The free waiting after the ride's landing, as a sentence after another; nothing without a landing. */
function withFreeWaiting(ride: RideSummary, context: MailContext): string {
  const sentence = freeWaitingSentence(ride, context.timeZone);
  return sentence ? ` ${sentence}` : '';
}

const ref = (mail: RideMail, context: MailContext) =>
  `#${mail.bookingId}, ${rideWhen(mail.ride, context.timeZone)}`;
const siteLink = (context: MailContext, path: string) => new URL(path, context.publicUrl).toString();

/** An e-mail about one ride: `<subject>: #41, Sat 4 July at 09:30`, an opening line, the ride's details. */
function rideEmail(
  mail: RideMail,
  context: MailContext,
  parts: { subject: string; preview: string; heading: string; intro: ReactNode; after?: ReactNode },
): { subject: string; body: ReactElement } {
  return {
    subject: `${parts.subject}: ${ref(mail, context)}`,
    body: (
      <EmailLayout preview={parts.preview} heading={parts.heading}>
        <Paragraph>{parts.intro}</Paragraph>
        <RideDetails bookingId={mail.bookingId} ride={mail.ride} timeZone={context.timeZone} />
        {parts.after}
      </EmailLayout>
    ),
  };
}

function compose(input: MailInput, context: MailContext): { subject: string; body: ReactElement } {
  switch (input.template) {
    case 'welcome':
      return {
        subject: `Welcome to ${PRODUCT_NAME}`,
        body: (
          <EmailLayout preview="Your account is ready." heading={`Welcome, ${input.name}`}>
            <Paragraph>
              Thank you for creating an account with {PRODUCT_NAME}. When you book while signed in, your rides
              stay in your account, and every completed ride earns you reward points.
            </Paragraph>
            <ActionLink href={siteLink(context, '/#booking')}>Book a ride</ActionLink>
          </EmailLayout>
        ),
      };
    case 'booking-received':
      return rideEmail(input, context, {
        subject: 'Booking received',
        preview: `We have your booking for ${rideWhen(input.ride, context.timeZone)}.`,
        heading: 'Booking received',
        intro: (
          <>
            Dear {input.ride.fullName}, thank you for booking with {PRODUCT_NAME}. We have received your
            request and will confirm it shortly.{withFreeWaiting(input.ride, context)}
          </>
        ),
        after: (
          <RidePage url={input.rideUrl} action="View your ride">
            Keep this e-mail: the button opens your ride's page without signing in, where you can follow your
            chauffeur on the day. The attached calendar file adds the ride to your calendar.
          </RidePage>
        ),
      });
    case 'booking-confirmed':
      return rideEmail(input, context, {
        subject: 'Booking confirmed',
        preview: `Your ride on ${rideWhen(input.ride, context.timeZone)} is confirmed.`,
        heading: 'Booking confirmed',
        intro: (
          <>
            Dear {input.ride.fullName}, your ride is confirmed.{' '}
            {freeWaitingSentence(input.ride, context.timeZone) ??
              `${yourChauffeur(input.ride, true)} will meet you at the pick-up point at ${rideClock(input.ride, context.timeZone)}.`}
            {input.ride.vehiclePlate
              ? ` Look for the ${input.ride.vehicle}, plate ${input.ride.vehiclePlate}.`
              : ''}
          </>
        ),
        after: (
          <>
            <CallChauffeur ride={input.ride} why="To reach your chauffeur on the day," />
            <RidePage url={input.rideUrl} action="Manage your ride">
              {OPEN_RIDE_PAGE}
            </RidePage>
          </>
        ),
      });
    case 'ride-on-the-way':
      return rideEmail(input, context, {
        subject: 'Your chauffeur is on the way',
        preview: 'Your chauffeur has set off to the pick-up.',
        heading: 'Your chauffeur is on the way',
        intro: (
          <>
            Dear {input.ride.fullName}, {yourChauffeur(input.ride)} has set off to {input.ride.pickupLocation}{' '}
            for your pick-up at {rideClock(input.ride, context.timeZone)}.
          </>
        ),
        after: (
          <>
            <CallChauffeur ride={input.ride} why="If anything has changed," />
            <RidePage url={input.rideUrl} action="Follow your chauffeur">
              The button opens your ride's page without signing in, where you can see your chauffeur on the
              map and when he should arrive.
            </RidePage>
          </>
        ),
      });
    case 'ride-on-location':
      return rideEmail(input, context, {
        subject: 'Your chauffeur is waiting at the pick-up',
        preview: `Your chauffeur is waiting at ${input.ride.pickupLocation}.`,
        heading: 'Your chauffeur is waiting',
        intro: (
          <>
            Dear {input.ride.fullName}, {yourChauffeur(input.ride)} is waiting for you at{' '}
            {input.ride.pickupLocation}
            {input.ride.vehiclePlate
              ? ` with the ${input.ride.vehicle}, plate ${input.ride.vehiclePlate}`
              : ''}
            .
          </>
        ),
        after: (
          <>
            <CallChauffeur ride={input.ride} why="If you cannot find him," />
            <RidePage url={input.rideUrl} action="View your ride">
              {OPEN_RIDE_PAGE}
            </RidePage>
          </>
        ),
      });
    case 'ride-no-show':
      return rideEmail(input, context, {
        subject: 'We missed you',
        preview: `Your chauffeur waited at ${input.ride.pickupLocation}.`,
        heading: 'We missed you',
        intro: (
          <>
            Dear {input.ride.fullName}, your chauffeur waited for you at {input.ride.pickupLocation} but could
            not find you, and booking #{input.bookingId} has ended. If this is a mistake, or you would like to
            book again, please call or write to us.
          </>
        ),
      });
    case 'booking-cancelled':
      return rideEmail(input, context, {
        subject: 'Booking cancelled',
        preview: `Your ride on ${rideWhen(input.ride, context.timeZone)} is cancelled.`,
        heading: 'Booking cancelled',
        intro: (
          <>
            Dear {input.ride.fullName}, your booking #{input.bookingId} for{' '}
            {rideWhen(input.ride, context.timeZone)} has been cancelled. If you did not expect this, or would
            like to book another time, please call or write to us.
          </>
        ),
        after: (
          <RidePage url={input.rideUrl} action="View your ride">
            The button opens your ride's page without signing in, where the ride shows as cancelled.
          </RidePage>
        ),
      });
    case 'booking-rescheduled':
      return rideEmail(input, context, {
        subject: 'New pick-up time',
        preview: `Your ride is now on ${rideWhen(input.ride, context.timeZone)}.`,
        heading: 'Your ride has a new time',
        intro: (
          <>
            Dear {input.ride.fullName}, the pick-up time of booking #{input.bookingId} has changed. Here is
            your ride as it now stands.
          </>
        ),
        after: (
          <RidePage url={input.rideUrl} action="Manage your ride">
            {OPEN_RIDE_PAGE}
          </RidePage>
        ),
      });
    case 'price-offered':
      return rideEmail(input, context, {
        subject: 'Your quote',
        preview: `The all-in price of your ride on ${rideWhen(input.ride, context.timeZone)}.`,
        heading: 'Your quote',
        intro: (
          <>
            Dear {input.ride.fullName}, here is the all-in price of booking #{input.bookingId}, gratuity
            included. Once you accept it on your ride's page, we confirm your ride.
          </>
        ),
        after: (
          <>
            {input.lines.map((line) => (
              <Paragraph key={line.label}>
                {line.label}: {formatUsd(dollarsToCents(line.amount))}
              </Paragraph>
            ))}
            <RidePage url={input.rideUrl} action="Review and accept the price">
              The button opens your ride's page without signing in, where you can accept the price or cancel
              the ride.
            </RidePage>
          </>
        ),
      });
    case 'ride-reminder':
      return rideEmail(input, context, {
        subject: 'Ride reminder',
        preview: `Your chauffeur will meet you on ${rideWhen(input.ride, context.timeZone)}.`,
        heading: 'Your ride is tomorrow',
        intro: (
          <>
            Dear {input.ride.fullName}, this is a reminder of your ride with {PRODUCT_NAME}. Your chauffeur
            will meet you at the pick-up point at {rideClock(input.ride, context.timeZone)}. If anything has
            changed, please call us.
          </>
        ),
        after: (
          <RidePage url={input.rideUrl} action="Manage your ride">
            {OPEN_RIDE_PAGE}
          </RidePage>
        ),
      });
    case 'ride-completed':
      return {
        subject: `Thank you for riding with us: #${input.bookingId}`,
        body: (
          <EmailLayout preview="We hope you enjoyed your ride." heading="Thank you for riding with us">
            <Paragraph>
              Dear {input.ride.fullName}, your ride from {input.ride.pickupLocation} to{' '}
              {input.ride.dropoffLocation} is complete. We hope you enjoyed it.
            </Paragraph>
            <RidePage url={input.rideUrl} action="View your ride">
              The button opens your ride's page without signing in, where its details stay for your records.
            </RidePage>
            {input.points ? (
              <>
                <Paragraph>
                  This ride earned you {input.points.earned} reward points; your balance is now{' '}
                  {input.points.balance} points.
                </Paragraph>
                <ActionLink href={siteLink(context, '/rewards')}>See your rewards</ActionLink>
              </>
            ) : (
              <Paragraph>
                Next time, book while signed in to your account and every completed ride earns you reward
                points.
              </Paragraph>
            )}
          </EmailLayout>
        ),
      };
    case 'magic-link': {
      const expires = onBusinessClock(new Date(input.expiresAt), context.timeZone);
      return {
        subject: `Your link to book with ${PRODUCT_NAME}`,
        body: (
          <EmailLayout preview="Your details, ready for your next booking." heading="Book your next ride">
            <Paragraph>
              Our team has sent you a personal link: it opens our booking form with your details already
              filled in. It works once, until {expires}.
            </Paragraph>
            <ActionLink href={input.url}>Book your ride</ActionLink>
            <Paragraph>
              If the button does not work, copy this address into your browser: {input.url}
            </Paragraph>
          </EmailLayout>
        ),
      };
    }
  }
}

/** The e-mail's subject, its HTML, and the plain text that goes beside it for clients without HTML. */
export async function renderMail(input: MailInput, context: MailContext): Promise<RenderedMail> {
  const { subject, body } = compose(input, context);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { subject, html, text };
}
