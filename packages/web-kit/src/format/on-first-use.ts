/**
 * A value made the first time it is asked for. Building an Intl formatter costs milliseconds of a
 * phone's CPU (locale data, patterns), which every page would otherwise pay as web-kit loads, in the
 * task that starts the app, whether or not it shows a date or a price (docs/architecture.md, "The
 * first screen").
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
