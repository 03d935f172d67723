import { takeRunningStack } from './support/running-stack';

/** Stops every process the global setup started and drops its database. */
export default async function globalTeardown(): Promise<void> {
  await takeRunningStack()?.stop();
}
