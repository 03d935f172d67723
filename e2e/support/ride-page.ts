import type { Page } from '@playwright/test';

/** The value beside `term` in the ride page's 'Ride Details' card (Booking ID, Date, Time, Status…). */
export const rideDetail = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Ride Details' })
    .locator('.mft-details-row')
    .filter({ hasText: term })
    .locator('dd');
