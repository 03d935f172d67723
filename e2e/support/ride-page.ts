import type { Page } from '@playwright/test';
import { definitionOf } from './description-list';

/** The value beside `term` in the ride page's 'Ride Details' card (Booking ID, Date, Time, Status…). */
export const rideDetail = (page: Page, term: string) =>
  definitionOf(page.getByRole('region', { name: 'Ride Details' }), term);
