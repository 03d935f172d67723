import type { Vehicle } from '@elite/contracts/catalogue';
import { HIDDEN_VEHICLE_NAME_PARTS } from '@elite/contracts/constants';

const hiddenParts = HIDDEN_VEHICLE_NAME_PARTS.map((part) => part.toLowerCase());

/** The booking form never offers vehicles whose name contains 'BMW' or 'Cadillac' (docs/product.md §2). */
export function visibleVehicles(vehicles: readonly Vehicle[]): Vehicle[] {
  return vehicles.filter(({ name }) => !hiddenParts.some((part) => name.toLowerCase().includes(part)));
}
