import { expect, type Locator } from '@playwright/test';

/** The booking form's controls, found by their visible labels (every input has one). */
export function bookingForm(section: Locator) {
  const field = (label: string) => section.getByLabel(label, { exact: true });
  return {
    serviceType: field('Service Type'),
    vehicle: field('Vehicle'),
    pickupLocation: field('Pick-up Location'),
    dropoffLocation: field('Drop-off Location'),
    date: field('Date'),
    time: field('Time'),
    passengers: field('Passengers'),
    luggage: field('Luggage'),
    flightNumber: field('Flight Number (Optional)'),
    landingTime: field('Scheduled Landing (Optional)'),
    flightOrigin: field('Flight'),
    roundTrip: field('Round Trip'),
    fullName: field('Full Name'),
    email: field('Email'),
    phone: field('Phone'),
    specialRequests: field('Special Requests'),
    paymentMethod: field('Payment Method'),
    terms: section.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    submit: section.getByRole('button', { name: 'Book Now' }),
  };
}
export type BookingFormControls = ReturnType<typeof bookingForm>;

/** The option a native select shows as chosen. */
export function selectedOption(select: Locator): Locator {
  return select.locator('option:checked');
}

/** The options a native select offers (the phone's own list shows these). */
export function optionsOf(select: Locator): Locator {
  return select.locator('option');
}

export async function chooseOption(select: Locator, label: string): Promise<void> {
  await select.selectOption({ label });
  await expect(selectedOption(select)).toHaveText(label);
}

/** Sets a native date (yyyy-MM-dd) or time (HH:mm) field, as its picker does. */
export async function typeIntoPicker(picker: Locator, value: string): Promise<void> {
  await picker.fill(value);
  await expect(picker).toHaveValue(value);
}

export async function replaceNumber(input: Locator, value: number): Promise<void> {
  await input.fill(String(value));
  await input.blur();
  await expect(input).toHaveValue(String(value));
}
