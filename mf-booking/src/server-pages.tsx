// mf_booking's pages for a server render (see server.ts), and the data each shows first, loaded by
// the same calls the browser makes.
import type { RemoteServerBuild } from '@elite/contracts/server-render';
import {
  getServiceTypes,
  getVehicles,
  SERVICE_TYPES_KEY,
  VEHICLES_KEY,
  type DataFallback,
} from '@elite/web-kit';
import { unstable_serialize } from 'swr';
import { bookedPriceKey, getBookedRide } from './features/booking/api/use-booked-price';
import { bookedFromSearch } from './features/booking/utils/booked-path';
import { getServices, SERVICES_KEY } from './features/services/api/use-services';
import { getTestimonials, TESTIMONIALS_KEY } from './features/testimonials/api/use-testimonials';
import { checkMagicLink, magicLinkValidationKey } from './features/magic-link/api/use-validate-magic-link';
import { prefillLink } from './features/magic-link/utils/rebooking-values';
import { BookingPage } from './app/booking-page';
import { HOME_SECTIONS, HomePage } from './app/home-page';
import { MagicLinkPage } from './app/magic-link-page';

/** The pages this remote exposes, by the name the shell asks for. */
export const pages: RemoteServerBuild['pages'] = { HomePage, BookingPage, MagicLinkPage };

// The home page's first screen is its hero: a headline, a picture and links to its own sections,
// which work without code. The rest is below the fold, so its code waits for a scroll or any input.
export const onDemand: RemoteServerBuild['onDemand'] = ['HomePage'];

type FirstScreenCalls = ReadonlyArray<readonly [string, () => Promise<unknown>]>;

// What each page draws on its first screen, by SWR key. Checking a magic link does not spend it
// (only a booking made with it does), so its page comes validated, or refused, from the server.
// The booking form's lists come along (its selects show their labels), but not its
// /api/vehicle-types call, which nothing draws: the browser makes it as the form is taken over.
const BOOKING_FORM_DATA: FirstScreenCalls = [
  [SERVICE_TYPES_KEY, getServiceTypes],
  [VEHICLES_KEY, getVehicles],
];
const FIRST_SCREEN_DATA: Record<
  string,
  (params: Record<string, string>, query: Record<string, string>) => FirstScreenCalls
> = {
  HomePage: () => [[SERVICES_KEY, getServices], [TESTIMONIALS_KEY, getTestimonials], ...BOOKING_FORM_DATA],
  // Book Similar Ride's address names its link: checked here, the form comes filled with its ride.
  // The address a booking posted without JavaScript leads to names the ride and its token: its
  // confirmation comes with the price it was booked at.
  BookingPage: (_params, query) => {
    const search = new URLSearchParams(query);
    const link = prefillLink(search);
    const booked = bookedFromSearch(search);
    const calls: Array<FirstScreenCalls[number]> = [...BOOKING_FORM_DATA];
    if (link !== undefined) {
      const key = magicLinkValidationKey(link);
      calls.push([key, () => checkMagicLink(key)]);
    }
    if (booked?.accessToken !== undefined) {
      const key = bookedPriceKey(booked.id, booked.accessToken);
      calls.push([unstable_serialize(key), () => getBookedRide(key)]);
    }
    return calls;
  },
  MagicLinkPage: ({ token = '' }) => {
    const key = magicLinkValidationKey(token);
    return [[key, () => checkMagicLink(key)]];
  },
};

/**
 * The data `module` shows first; a call that fails is left out, and the browser makes it as usual.
 * Also loads the page's own lazily loaded parts, so that nothing suspends in the render.
 */
export const loadData: RemoteServerBuild['loadData'] = async (module, params, query) => {
  const calls = FIRST_SCREEN_DATA[module]?.(params, query) ?? [];
  // The sections' code too (part of this file): drawn at once in the render that follows.
  if (module === 'HomePage') await Promise.all(HOME_SECTIONS.map((section) => section.preload()));
  const settled = await Promise.allSettled(calls.map(([, load]) => load()));
  const fallback: DataFallback = {};
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') fallback[calls[index]![0]] = result.value;
  });
  return fallback;
};
