import { expect, type Locator, type Page } from '@playwright/test';

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

/** The option a select shows as chosen, read from the antd select around the labelled input. */
export function selectedOption(select: Locator): Locator {
  return select
    .locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .locator('.ant-select-content, .ant-select-selection-item')
    .first();
}

/** The options of an antd select's open dropdown. */
export async function openOptions(page: Page, select: Locator): Promise<Locator> {
  await select.click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(dropdown).toBeVisible();
  return dropdown.locator('.ant-select-item-option');
}

export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  const options = await openOptions(page, select);
  await options.filter({ hasText: label }).first().click();
  await expect(selectedOption(select)).toHaveText(label);
}

/** Types a value into an antd date or time picker and commits it. */
export async function typeIntoPicker(picker: Locator, value: string): Promise<void> {
  await picker.click();
  await picker.fill(value);
  await picker.press('Enter');
  await expect(picker).toHaveValue(value);
}

export async function replaceNumber(input: Locator, value: number): Promise<void> {
  await input.fill(String(value));
  await input.blur();
  await expect(input).toHaveValue(String(value));
}
