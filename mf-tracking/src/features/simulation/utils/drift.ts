/** A point on the map, in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

// At most about 110 m north-south per step: a car's few seconds of city driving.
const MAX_STEP_DEGREES = 0.001;

/** A longitude brought back into -180 ≤ λ < 180. */
function wrapLongitude(degrees: number): number {
  return ((((degrees + 180) % 360) + 360) % 360) - 180;
}

/** Heading in degrees clockwise from north (0 ≤ h < 360) of a short move between two points. */
export function headingBetween(from: Coordinates, to: Coordinates): number {
  const north = to.latitude - from.latitude;
  const eastDegrees = wrapLongitude(to.longitude - from.longitude);
  const east = eastDegrees * Math.cos((from.latitude * Math.PI) / 180);
  const degrees = (Math.atan2(east, north) * 180) / Math.PI;
  const rounded = Math.round((degrees + 360) * 10) / 10;
  return rounded % 360;
}

/** The next simulated position: a small random step from the last one (`random` returns 0 ≤ r < 1). */
export function drift(
  from: Coordinates,
  random: () => number = Math.random,
): Coordinates & { heading: number } {
  const latitude = Math.min(90, Math.max(-90, from.latitude + (random() - 0.5) * 2 * MAX_STEP_DEGREES));
  const longitude = wrapLongitude(from.longitude + (random() - 0.5) * 2 * MAX_STEP_DEGREES);
  return { latitude, longitude, heading: headingBetween(from, { latitude, longitude }) };
}
