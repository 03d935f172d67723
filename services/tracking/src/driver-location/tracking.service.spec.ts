import { ConflictException, ForbiddenException, GoneException, NotFoundException } from '@nestjs/common';
import {
  LOCATION_STALE_AFTER_MS,
  MAP_DEFAULT_CENTER,
  SIMULATED_DRIVER_ID,
  SIMULATION_DURATION_MS,
  SIMULATION_INTERVAL_MS,
  type DriverLocationReport,
} from '@elite/contracts';
import type { BookingAccess, Viewer } from '../access/booking-access';
import type { TrackingConfig } from '../config';
import type { Clock } from './clock';
import type { PositionHistory } from './position-history';
import { BOOKING_NOT_FOUND, DEMO_ONLY, DRIVERS_ONLY, RIDE_ENDED, TrackingService } from './tracking.service';

const position: DriverLocationReport = {
  bookingId: 5,
  driverId: 9,
  latitude: 34.05,
  longitude: -118.24,
  heading: 90,
};
const driver: Viewer = { user: { id: 9, role: 'driver' } };
const owner: Viewer = { user: { id: 3, role: 'client' } };
const stranger: Viewer = { user: { id: 4, role: 'client' } };
const notFound = new NotFoundException(BOOKING_NOT_FOUND);
const ended = new ConflictException(RIDE_ENDED);

function setup({ demo = false, exists = true, live = true } = {}) {
  let now = 1_800_000_000_000;
  const clock = { now: () => now } as Clock;
  const access = {
    visibility: jest.fn(async (_bookingId: number, viewer: Viewer) => ({
      exists,
      allowed: exists && viewer.user?.id === owner.user!.id,
      live: exists && live,
    })),
  };
  const history = { record: jest.fn() };
  const service = new TrackingService(
    access as unknown as BookingAccess,
    history as unknown as PositionHistory,
    clock,
    { DEMO_MODE: demo } as TrackingConfig,
    null, // no Redis: the latest positions stay in memory
  );
  return { service, history, advance: (ms: number) => (now += ms), now: () => now };
}

describe('TrackingService.report', () => {
  it("stores a driver's position with the server time, records it and tells the listener", async () => {
    const { service, history, now } = setup();
    const heard = jest.fn();
    service.onPosition(heard);
    const location = await service.report(position, driver);
    expect(location).toEqual({ ...position, timestamp: now(), isStale: false });
    expect(history.record).toHaveBeenCalledWith({ ...position, timestamp: now() });
    expect(heard).toHaveBeenCalledWith(location);
  });

  it('answers 404 for a booking that does not exist, whoever reports', async () => {
    const { service } = setup({ exists: false });
    await expect(service.report(position, driver)).rejects.toThrow(notFound);
  });

  it('answers 404, not 403, to a client who may not see the booking', async () => {
    const { service } = setup({ demo: true });
    await expect(service.report(position, stranger)).rejects.toThrow(notFound);
  });

  it("refuses the booking's owner outside demo mode and lets them report in it", async () => {
    await expect(setup().service.report(position, owner)).rejects.toThrow(
      new ForbiddenException(DRIVERS_ONLY),
    );
    await expect(setup({ demo: true }).service.report(position, owner)).resolves.toMatchObject(position);
  });

  it('refuses a position for a ride that has ended (completed or cancelled), even from its driver', async () => {
    await expect(setup({ live: false }).service.report(position, driver)).rejects.toThrow(ended);
  });
});

describe('TrackingService.latest', () => {
  it('answers nothing (no error) before any position, and the position once reported', async () => {
    const { service } = setup();
    await expect(service.latest(5, owner)).resolves.toBeUndefined();
    await service.report(position, driver);
    await expect(service.latest(5, owner)).resolves.toMatchObject({ latitude: 34.05, isStale: false });
  });

  it('marks a position stale once it is older than LOCATION_STALE_AFTER_MS', async () => {
    const { service, advance } = setup();
    await service.report(position, driver);
    advance(LOCATION_STALE_AFTER_MS);
    await expect(service.latest(5, owner)).resolves.toMatchObject({ isStale: false });
    advance(1);
    await expect(service.latest(5, owner)).resolves.toMatchObject({ isStale: true });
  });

  it('answers 404 before any position to a booking that does not exist or that the viewer may not see', async () => {
    await expect(setup({ exists: false }).service.latest(5, owner)).rejects.toThrow(notFound);
    await expect(setup().service.latest(5, stranger)).rejects.toThrow(notFound);
  });

  it('hides the position from someone who may not see the booking, as if there were none', async () => {
    const { service } = setup();
    await service.report(position, driver);
    await expect(service.latest(5, stranger)).rejects.toThrow(notFound);
    await expect(service.mayWatch(5, driver)).resolves.toBe(true);
  });

  it("answers 410 for a ride that has ended, to whoever may see it: its driver's position is no longer shared", async () => {
    const { service } = setup({ live: false });
    await expect(service.latest(5, owner)).rejects.toThrow(new GoneException(RIDE_ENDED));
    await expect(service.mayWatch(5, owner)).resolves.toBe('ended');
    await expect(service.mayWatch(5, stranger)).resolves.toBe(false);
  });
});

describe('TrackingService.simulate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs only in demo mode, for whoever may see a ride that has not ended', async () => {
    await expect(setup().service.simulate(5, owner)).rejects.toThrow(new ForbiddenException(DEMO_ONLY));
    await expect(setup({ demo: true }).service.simulate(5, stranger)).rejects.toThrow(notFound);
    await expect(setup({ demo: true, live: false }).service.simulate(5, owner)).rejects.toThrow(ended);
  });

  it('reports a drifting position from the map centre at once and every interval, once per booking, for its duration', async () => {
    const { service, advance, now } = setup({ demo: true });
    const heard: { latitude: number; longitude: number; driverId: number; timestamp: number }[] = [];
    service.onPosition((location) => heard.push(location));
    const started = now();
    const until = new Date(started + SIMULATION_DURATION_MS).toISOString();
    await expect(service.simulate(5, owner)).resolves.toEqual({ bookingId: 5, active: true, until });
    expect(heard).toHaveLength(1);
    const [latitude, longitude] = MAP_DEFAULT_CENTER;
    expect(heard[0]!.driverId).toBe(SIMULATED_DRIVER_ID);
    expect(Math.abs(heard[0]!.latitude - latitude)).toBeLessThanOrEqual(0.001);
    expect(Math.abs(heard[0]!.longitude - longitude)).toBeLessThanOrEqual(0.001);

    // Asked again while it runs: the running one, and no second drive.
    await expect(service.simulate(5, owner)).resolves.toEqual({ bookingId: 5, active: true, until });
    await expect(service.simulation(5, owner)).resolves.toEqual({ bookingId: 5, active: true, until });
    expect(heard).toHaveLength(1);

    advance(SIMULATION_INTERVAL_MS);
    await jest.advanceTimersByTimeAsync(SIMULATION_INTERVAL_MS);
    expect(heard).toHaveLength(2);
    expect(Math.abs(heard[1]!.latitude - heard[0]!.latitude)).toBeLessThanOrEqual(0.001);

    // Over at its end: no more positions, and it says so.
    advance(SIMULATION_DURATION_MS);
    await jest.advanceTimersByTimeAsync(SIMULATION_INTERVAL_MS * 2);
    const reported = heard.length;
    await jest.advanceTimersByTimeAsync(SIMULATION_INTERVAL_MS * 3);
    expect(heard).toHaveLength(reported);
    await expect(service.simulation(5, owner)).resolves.toEqual({ bookingId: 5, active: false, until: null });
  });
});
