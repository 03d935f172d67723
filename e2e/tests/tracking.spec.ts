import AxeBuilder from '@axe-core/playwright';
import type { CreateBookingResponse } from '@elite/contracts';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type WebSocketRoute,
} from '@playwright/test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { definitionOf } from '../support/description-list';
import { fetchPage, holds, recordProblems, textOf } from '../support/server-render';
import { uniqueSuffix } from '../support/unique';

// The 201 answer of POST /api/bookings (a first one: with its token).
type CreatedBooking = CreateBookingResponse & { accessToken: string };

interface Position {
  latitude: number;
  longitude: number;
}

interface ReportedPosition extends Position {
  driverId: number;
  bookingId: number;
  heading: number | null;
}

/** The spec's default centre (downtown Los Angeles) and zoom. */
const LOS_ANGELES: Position = { latitude: 34.0522, longitude: -118.2437 };
const DEFAULT_ZOOM = 13;
const DRIVER_ID = 7;
const TOKEN_HEADER = 'x-booking-token';

const STATUS_SECONDS = /^Last updated (\d+) seconds ago$/;
const WAITING = "Waiting for driver's location...";
/** Any of the status line's texts (docs/product.md §4). */
const ANY_STATUS =
  /^(Loading driver's location\.\.\.|Waiting for driver's location\.\.\.|Driver's location is outdated\. Last update was more than 5 minutes ago\.|Last updated \d+ (seconds|minutes) ago)$/;

// ── data, made through the public API ────────────────────────────────────────────────────────────

/** An anonymous booking (no session in the page's context), as the booking form makes it. */
async function createBooking(request: APIRequestContext): Promise<CreatedBooking> {
  const suffix = uniqueSuffix();
  const response = await request.post('/api/bookings', {
    data: {
      serviceTypeId: 1,
      vehicleId: 1,
      pickupLocation: `LAX Terminal 7 ${suffix}`,
      dropoffLocation: `The Beverly Hills Hotel ${suffix}`,
      date: '2031-06-14',
      time: '18:45',
      passengers: 2,
      luggage: 2,
      flightNumber: null,
      isRoundTrip: false,
      fullName: 'Amelia Hart',
      email: `tracking-${suffix}@e2e.example.com`,
      phone: '+1 (310) 555-0199',
      specialRequests: null,
      paymentMethod: 'card',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedBooking;
}

/** A driver position, reported as the token holder may in demo mode. */
async function reportPosition(
  request: APIRequestContext,
  booking: CreatedBooking,
  position: Position,
): Promise<void> {
  const response = await request.post('/api/tracking/driver-location', {
    headers: { [TOKEN_HEADER]: booking.accessToken },
    data: { driverId: DRIVER_ID, bookingId: booking.id, heading: 90, ...position },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const trackingUrl = (booking: CreatedBooking, token: string | null = booking.accessToken) =>
  token === null ? `/tracking/${booking.id}` : `/tracking/${booking.id}?${new URLSearchParams({ token })}`;

// ── the network around the page ──────────────────────────────────────────────────────────────────

interface Tile {
  z: number;
  x: number;
  y: number;
}

const TILE_HOST = /^https:\/\/[a-z]\.tile\.openstreetmap\.org\//;

/** Map tiles come from the internet, which tests do not have: every tile request fails at once. */
async function blockTiles(page: Page): Promise<void> {
  await page.route(TILE_HOST, (route) => route.abort('internetdisconnected'));
}

/** Every tile the map asks for from now on: its z/x/y say where the map looks and at what zoom. */
function recordTiles(page: Page): Tile[] {
  const tiles: Tile[] = [];
  page.on('request', (request) => {
    const match =
      TILE_HOST.test(request.url()) && /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(new URL(request.url()).pathname);
    if (match) tiles.push({ z: Number(match[1]), x: Number(match[2]), y: Number(match[3]) });
  });
  return tiles;
}

/**
 * Where each loaded tile's top-left corner is drawn, by its address, in CSS pixels from the map
 * frame's corner: by Leaflet, or by the server's first view, whose squares each show, placed by
 * object-position, a whole tile of the next zoom on a dense screen or a quarter of a 1x one.
 */
function drawnTiles(frame: Locator, by: 'leaflet' | 'preview'): Promise<Record<string, [number, number]>> {
  return frame.evaluate((element, drawnBy) => {
    const origin = element.getBoundingClientRect();
    const corners: Record<string, [number, number]> = {};
    const selector = drawnBy === 'leaflet' ? 'img.leaflet-tile-loaded' : '.mft-map-preview img';
    for (const image of element.querySelectorAll<HTMLImageElement>(selector)) {
      if (!image.complete || image.naturalWidth === 0) continue;
      const box = image.getBoundingClientRect();
      let [x, y] = [box.left, box.top];
      if (drawnBy === 'preview') {
        const [px, py] = getComputedStyle(image)
          .objectPosition.split(' ')
          .map((part) => parseFloat(part) / 100);
        x += px * (box.width - image.naturalWidth);
        y += py * (box.height - image.naturalHeight);
      }
      corners[image.currentSrc] = [x - origin.left, y - origin.top];
    }
    return corners;
  }, by);
}

/**
 * Routes the page's socket.io connection through the test: it can be dropped and kept down, and the
 * subscriptions the page sends and the server accepts are counted.
 */
async function routeTrackingSocket(page: Page) {
  const state = { allowed: true, subscriptions: [] as string[], accepted: 0 };
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (!state.allowed) {
      void ws.close();
      return;
    }
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"subscribe"')) state.subscriptions.push(message);
      server.send(message);
    });
    server.onMessage((message) => {
      // socket.io's acknowledgement in the /tracking namespace: 43/tracking,<id>[{"ok":true,…}]
      if (typeof message === 'string' && /^43\/tracking,\d+\[\{"ok":true/.test(message)) state.accepted += 1;
      ws.send(message);
    });
    open.push(ws, server);
  });
  return {
    state,
    /** Cuts every open connection, and refuses new ones until `state.allowed` is true again. */
    async drop() {
      state.allowed = false;
      for (const side of open.splice(0)) await side.close();
    },
  };
}

/** The slippy-map tile that holds a point at a zoom. */
function tileOf({ latitude, longitude }: Position, z: number): Tile {
  const scale = 2 ** z;
  const lat = (latitude * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((longitude + 180) / 360) * scale),
    y: Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale),
  };
}

const isLocationPoll = (booking: CreatedBooking) => (request: Request) =>
  request.method() === 'GET' &&
  new URL(request.url()).pathname === `/api/tracking/driver-location/${booking.id}`;

/** Every GET of the booking's driver position the page makes, as it makes it. */
function recordPolls(page: Page, booking: CreatedBooking): Request[] {
  const polls: Request[] = [];
  const matches = isLocationPoll(booking);
  page.on('request', (request) => {
    if (matches(request)) polls.push(request);
  });
  return polls;
}

// ── the page ─────────────────────────────────────────────────────────────────────────────────────

function trackingPage(page: Page) {
  const main = page.getByRole('main');
  const mapCard = main.getByRole('region', { name: 'Driver Location' });
  const map = mapCard.getByRole('region', { name: "Map of your driver's location" });
  return {
    main,
    title: main.getByRole('heading', { level: 1 }),
    mapCard,
    map,
    status: mapCard.locator('.mft-status'),
    marker: map.getByRole('button', { name: 'Your driver' }),
    rideDetails: main.getByRole('region', { name: 'Ride Details' }),
    demo: main.getByRole('region', { name: 'Demo Controls' }),
  };
}
type TrackingPage = ReturnType<typeof trackingPage>;

async function openTracking(page: Page, url: string): Promise<TrackingPage> {
  await page.goto(url);
  const view = trackingPage(page);
  // The first paint waits for the shell to fetch the remote: slow on a busy machine.
  await expect(view.title).toHaveText('Track Your Ride');
  await expect(view.mapCard).toBeVisible();
  await expect(view.map).toBeVisible();
  return view;
}

/**
 * A booking whose driver is in Los Angeles, open with its token, once the socket subscription is
 * accepted; the socket runs through the test and the page's polls are recorded.
 */
async function openLiveTracking(page: Page) {
  const socket = await routeTrackingSocket(page);
  const booking = await createBooking(page.request);
  await reportPosition(page.request, booking, LOS_ANGELES);
  const polls = recordPolls(page, booking);
  const view = await openTracking(page, trackingUrl(booking));
  await expect(view.marker).toBeVisible();
  await expect.poll(() => socket.state.accepted).toBe(1);
  return { booking, polls, socket, view };
}

/** Where the marker's pin points (the bottom middle of the icon), and the middle of the map. */
async function markerOffsetFromMapCentre(view: TrackingPage): Promise<number> {
  const [marker, map] = await Promise.all([view.marker.boundingBox(), view.map.boundingBox()]);
  if (!marker || !map) return Number.POSITIVE_INFINITY;
  const pinX = marker.x + 12;
  const pinY = marker.y + marker.height;
  return Math.hypot(pinX - (map.x + map.width / 2), pinY - (map.y + map.height / 2));
}

const markerTransform = (view: TrackingPage) =>
  view.marker.evaluate((icon) => (icon as HTMLElement).style.transform);

// ── axe ──────────────────────────────────────────────────────────────────────────────────────────

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function expectNoBlockingViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const described = blocking
    .map((violation) =>
      [
        `${violation.impact}: ${violation.id} — ${violation.help}`,
        ...violation.nodes.map(
          (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
  expect(
    blocking.map((violation) => `${violation.impact}: ${violation.id}`),
    described,
  ).toEqual([]);
}

// ── tests ────────────────────────────────────────────────────────────────────────────────────────

test.describe('driver tracking', () => {
  // Every test: the map's tiles never reach the network.
  test.beforeEach(async ({ page }) => {
    await blockTiles(page);
  });

  test('a booking id that is not a number shows Invalid Booking ID and a way home, and asks the server nothing', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/bookings') || pathname.startsWith('/api/tracking'))
        apiCalls.push(pathname);
    });
    await page.goto('/tracking/abc');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Invalid Booking ID');
    await expect(
      main.getByText('Please provide a valid booking ID to track your driver.', { exact: true }),
    ).toBeVisible();
    await expect(main.getByText('Track Your Ride')).toHaveCount(0);
    expect(apiCalls).toEqual([]);

    await main.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
  });

  test('shows Loading booking details... while it asks, then Booking Not Found for an id that has no booking', async ({
    page,
  }) => {
    let answer: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/api/bookings/'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/tracking/2147480000');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Track Your Ride');
    await expect(main.getByText('Loading booking details...', { exact: true })).toBeVisible();
    answer();

    await expect(main.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
    await expect(main.getByText("We couldn't find a booking with that ID.", { exact: true })).toBeVisible();
    await expect(main.getByText('Loading booking details...')).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Driver Location' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
  });

  test('a stranger without the token, or with a wrong one, sees Booking Not Found and never the driver', async ({
    page,
  }) => {
    const booking = await createBooking(page.request);
    await reportPosition(page.request, booking, LOS_ANGELES);
    const polls = recordPolls(page, booking);

    for (const url of [trackingUrl(booking, null), trackingUrl(booking, 'not-the-token')]) {
      await page.goto(url);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
      await expect(main.getByText("We couldn't find a booking with that ID.", { exact: true })).toBeVisible();
      await expect(main.getByText(booking.pickupLocation)).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Simulate Driver Movement' })).toHaveCount(0);
    }
    expect(polls, 'the driver position is not asked for a booking the visitor may not see').toHaveLength(0);
  });

  test('the booking opened with its token shows the map, ride details and demo controls of the spec', async ({
    page,
  }) => {
    const tiles = recordTiles(page);
    const booking = await createBooking(page.request);
    const view = await openTracking(page, trackingUrl(booking));

    // Map card: title, status line, a 400 px street map with attribution and zoom controls.
    await expect(view.mapCard.getByRole('heading', { name: 'Driver Location' })).toBeVisible();
    await expect(view.status).toHaveText(ANY_STATUS);
    expect((await view.map.boundingBox())?.height).toBe(400);
    await expect(view.map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(view.map.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    await expect(view.map.locator('.leaflet-control-attribution')).toContainText(
      'OpenStreetMap contributors',
    );
    await expect(view.map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await expect.poll(() => tiles.length, 'the street tile layer asks for its tiles').toBeGreaterThan(0);

    await expect(definitionOf(view.mapCard, 'Pick-up')).toHaveText(booking.pickupLocation);
    await expect(definitionOf(view.mapCard, 'Drop-off')).toHaveText(booking.dropoffLocation);

    // Ride Details: the real status of a new booking is pending.
    await expect(view.rideDetails.getByRole('heading', { name: 'Ride Details' })).toBeVisible();
    await expect(definitionOf(view.rideDetails, 'Booking ID')).toHaveText(`#${booking.id}`);
    await expect(definitionOf(view.rideDetails, 'Date')).toHaveText('Saturday, June 14, 2031');
    await expect(definitionOf(view.rideDetails, 'Time')).toHaveText('6:45 PM');
    await expect(definitionOf(view.rideDetails, 'Status')).toHaveText('Pending');
    await expect(definitionOf(view.rideDetails, 'Payment Method')).toHaveText('Credit Card');

    // Demo Controls: marked as demonstration only.
    await expect(view.demo.getByRole('heading', { name: 'Demo Controls' })).toBeVisible();
    await expect(view.demo.getByText(/demonstration only/i)).toBeVisible();
    await expect(view.demo.getByRole('button', { name: 'Simulate Driver Movement' })).toBeEnabled();
  });

  test("with no position yet: Loading driver's location..., then Waiting for driver's location..., no marker, Los Angeles at zoom 13", async ({
    page,
  }) => {
    const tiles = recordTiles(page);
    const booking = await createBooking(page.request);
    // The tracking service as it is before any position: the socket pushes nothing, and the GET, held
    // back until the loading line has been seen, answers 204 with no body. (Answered here rather than by
    // the service: its latest positions live in Redis, which may hold one from an earlier run for this id.)
    await page.routeWebSocket(/\/socket\.io\//, () => undefined);
    let answer: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname === `/api/tracking/driver-location/${booking.id}`,
      async (route) => {
        await released;
        await route.fulfill({ status: 204 });
      },
    );
    const view = await openTracking(page, trackingUrl(booking));
    await expect(view.status).toHaveText("Loading driver's location...");
    answer();
    await expect(view.status).toHaveText(WAITING);
    await expect(view.marker).toHaveCount(0);
    const centre = tileOf(LOS_ANGELES, DEFAULT_ZOOM);
    await expect.poll(() => tiles).toContainEqual(centre);
    expect(new Set(tiles.map((tile) => tile.z))).toEqual(new Set([DEFAULT_ZOOM]));
  });

  test('a known position shows the driver marker with its popup, centred, and the time since it ticking', async ({
    page,
  }) => {
    const booking = await createBooking(page.request);
    const position = { latitude: 34.0736, longitude: -118.4004 };
    await reportPosition(page.request, booking, position);
    const view = await openTracking(page, trackingUrl(booking));

    await expect(view.marker).toBeVisible();
    // The pin's images are bundled with the remote and load (leaflet's classic broken-icon problem).
    const icon = await view.marker.evaluate((image) => ({
      src: (image as HTMLImageElement).src,
      loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    }));
    expect(icon.src).toContain('/remotes/mf-tracking/');
    expect(icon.loaded).toBe(true);
    await expect(view.map.locator('.leaflet-marker-shadow')).toHaveJSProperty('naturalWidth', 41);
    await expect.poll(() => markerOffsetFromMapCentre(view)).toBeLessThan(3);

    await view.marker.click();
    await expect(view.map.getByText('Your driver is here!', { exact: true })).toBeVisible();

    await expect(view.status).toHaveText(STATUS_SECONDS);
    const first = Number(STATUS_SECONDS.exec((await view.status.textContent()) ?? '')?.[1]);
    await expect
      .poll(async () => Number(STATUS_SECONDS.exec((await view.status.textContent()) ?? '')?.[1]))
      .toBeGreaterThan(first);
  });

  test('a new position is pushed over the socket: the marker moves there and the map recentres, keeping the zoom', async ({
    page,
  }) => {
    const tiles = recordTiles(page);
    const { booking, polls, view } = await openLiveTracking(page);
    await expect(view.status).toHaveText(STATUS_SECONDS);

    await view.map.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => tiles.some((tile) => tile.z === DEFAULT_ZOOM + 1)).toBe(true);
    await expect.poll(() => markerOffsetFromMapCentre(view)).toBeLessThan(3);
    const pollsBefore = polls.length;
    const tilesBefore = tiles.length;

    // About 23 km west: the view jumps there, and the marker is in its middle again.
    const santaMonica = { latitude: 34.0195, longitude: -118.4912 };
    const santaMonicaTile = tileOf(santaMonica, DEFAULT_ZOOM + 1);
    await reportPosition(page.request, booking, santaMonica);
    await expect.poll(() => tiles.slice(tilesBefore)).toContainEqual(santaMonicaTile);
    await expect.poll(() => markerOffsetFromMapCentre(view)).toBeLessThan(3);
    expect(polls.length, 'the new position came by socket push, not by polling').toBe(pollsBefore);
    // Every tile since is at the zoom the visitor chose, not the default.
    expect(new Set(tiles.slice(tilesBefore).map((tile) => tile.z))).toEqual(new Set([DEFAULT_ZOOM + 1]));
  });

  test('polls every 3 s only while the socket is down, and subscribes again once it is back', async ({
    page,
  }) => {
    // The page's timers run on Playwright's clock: the test decides when 3 s have passed.
    await page.clock.install();
    const { booking, polls, socket, view } = await openLiveTracking(page);
    expect(socket.state.subscriptions[0]).toContain(`"bookingId":${booking.id}`);
    expect(socket.state.subscriptions[0]).toContain(`"token":"${booking.accessToken}"`);

    // Live: no polling at all.
    const whileLive = polls.length;
    await page.clock.runFor(10_000);
    expect(polls.length, 'no GET while the socket pushes').toBe(whileLive);

    // The socket drops and cannot come back: the page polls every 3 s and still follows the driver.
    const before = await markerTransform(view);
    await socket.drop();
    const droppedAt = polls.length;
    await reportPosition(page.request, booking, { latitude: 34.0622, longitude: -118.2537 });
    await page.clock.runFor(3_000);
    await expect.poll(() => polls.length - droppedAt).toBeGreaterThanOrEqual(1);
    await expect.poll(() => markerTransform(view)).not.toBe(before);
    for (const expected of [2, 3, 4]) {
      await page.clock.runFor(3_000);
      await expect.poll(() => polls.length - droppedAt).toBeGreaterThanOrEqual(expected);
    }

    // The socket is back: within socket.io's longest wait the page subscribes again (and is sent the
    // latest position), and stops polling.
    socket.state.allowed = true;
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return socket.state.accepted;
      })
      .toBe(2);
    expect(socket.state.subscriptions).toHaveLength(2);
    await page.clock.runFor(1_000);
    const afterResubscribe = polls.length;
    await page.clock.runFor(10_000);
    expect(polls.length, 'polling stopped once the socket was live again').toBe(afterResubscribe);
  });

  test('counts minutes after the first minute, and says the location is outdated when the server flags it stale', async ({
    page,
  }) => {
    const booking = await createBooking(page.request);
    // Only the GET speaks here: the socket stays silent.
    await page.routeWebSocket(/\/socket\.io\//, () => undefined);
    let answer = { timestamp: Date.now() - 125_000, isStale: false };
    await page.route(
      (url) => url.pathname === `/api/tracking/driver-location/${booking.id}`,
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            bookingId: booking.id,
            driverId: DRIVER_ID,
            heading: 0,
            ...LOS_ANGELES,
            ...answer,
          }),
        }),
    );
    const view = await openTracking(page, trackingUrl(booking));
    await expect(view.status).toHaveText('Last updated 2 minutes ago');

    answer = { timestamp: Date.now() - 6 * 60_000, isStale: true };
    await page.goto(trackingUrl(booking));
    await expect(view.status).toHaveText(
      "Driver's location is outdated. Last update was more than 5 minutes ago.",
    );
  });

  test('Simulate Driver Movement: the tracking service reports drifting positions every 3 s; the button waits, the status and marker follow', async ({
    page,
  }) => {
    const booking = await createBooking(page.request);
    const latest = async () => {
      const answer = await page.request.get(`/api/tracking/driver-location/${booking.id}`, {
        headers: { [TOKEN_HEADER]: booking.accessToken },
      });
      // 200 with the position, or 204 with no body while there is none.
      return answer.status() === 200
        ? ((await answer.json()) as ReportedPosition & { timestamp: number })
        : null;
    };
    // The drive starts from the last known position, or from the map's default centre when there is none.
    const origin: Position = (await latest()) ?? LOS_ANGELES;
    const view = await openTracking(page, trackingUrl(booking));
    await expect(view.status).toHaveText(ANY_STATUS);

    const started = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/tracking/simulations/${booking.id}`,
    );
    await view.demo.getByRole('button', { name: 'Simulate Driver Movement' }).click();
    const running = view.demo.getByRole('button', { name: 'Simulating Driver Movement...' });
    await expect(running).toBeVisible();
    await expect(running).toBeDisabled();
    const answer = await started;
    expect(answer.status()).toBe(200);
    const simulation = (await answer.json()) as { bookingId: number; active: boolean; until: string };
    expect(simulation).toMatchObject({ bookingId: booking.id, active: true });
    // Two minutes from its start.
    expect(Date.parse(simulation.until) - Date.now()).toBeGreaterThan(100_000);
    expect(Date.parse(simulation.until) - Date.now()).toBeLessThanOrEqual(120_000);
    await expect(view.status).toHaveText(/^Last updated [0-5] seconds ago$/, { timeout: 5_000 });
    await expect(view.marker).toBeVisible();

    // A small step from where it starts, under the demo's driver.
    const first = (await latest())!;
    expect(Number.isInteger(first.driverId) && first.driverId > 0).toBe(true);
    expect(Math.abs(first.latitude - origin.latitude)).toBeLessThanOrEqual(0.001);
    expect(Math.abs(first.longitude - origin.longitude)).toBeLessThanOrEqual(0.001);
    expect(first.heading).toBeGreaterThanOrEqual(0);
    expect(first.heading).toBeLessThan(360);

    // The next step comes about 3 s later, drifts from the last one, and the marker moves with it.
    const shown = await markerTransform(view);
    await expect.poll(async () => (await latest())!.timestamp).toBeGreaterThan(first.timestamp);
    const second = (await latest())!;
    expect(Math.abs(second.latitude - first.latitude)).toBeLessThanOrEqual(0.001);
    expect(Math.abs(second.longitude - first.longitude)).toBeLessThanOrEqual(0.001);
    expect([second.latitude, second.longitude]).not.toEqual([first.latitude, first.longitude]);
    await expect.poll(() => markerTransform(view)).not.toBe(shown);
    await expect(running).toBeDisabled();
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no serious or critical accessibility violation with the driver on the map, popup open, in the ${theme} theme`, async ({
      page,
    }) => {
      const booking = await createBooking(page.request);
      await reportPosition(page.request, booking, LOS_ANGELES);
      await page.addInitScript((chosen) => localStorage.setItem('elite-transport-theme', chosen), theme);

      const view = await openTracking(page, trackingUrl(booking));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(view.marker).toBeVisible();
      await expect(view.status).toHaveText(STATUS_SECONDS);
      await view.marker.click();
      await expect(view.map.getByText('Your driver is here!')).toBeVisible();
      // Shown at once, not faded in (the tests ask for reduced motion): axe reads its real colours.
      expect(
        await view.map.locator('.leaflet-popup').evaluate((popup) => getComputedStyle(popup).opacity),
      ).toBe('1');
      await expectNoBlockingViolations(page);
    });
  }

  test('the invalid-id and not-found screens have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await page.goto('/tracking/not-a-number');
    await expect(page.getByRole('heading', { name: 'Invalid Booking ID' })).toBeVisible();
    await expectNoBlockingViolations(page);

    await page.goto('/tracking/2147480001');
    await expect(page.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
    await expectNoBlockingViolations(page);
  });
});

test.describe('driver tracking: rendered on the server', () => {
  // What the tile host answers here, so that a console error is the page's own: the plain grey PNG
  // of a real tile's size that the bench's tile server serves, so that tiles are drawn at their size.
  let greyTile: Buffer;
  const serveTiles = (target: Page | BrowserContext) =>
    target.route(TILE_HOST, (route) => route.fulfill({ contentType: 'image/png', body: greyTile }));

  test.beforeAll(async () => {
    const tileServer = (await import(
      pathToFileURL(path.join(__dirname, '..', '..', 'bench', 'lib', 'tile-server.mjs')).href
    )) as { greyTile: () => Buffer };
    greyTile = tileServer.greyTile();
  });

  test.beforeEach(async ({ page }) => {
    await serveTiles(page);
  });

  test("the ride page comes with its details, status and Manage Your Ride in the HTML, kept by no cache, the map's first view in its place and size", async ({
    browser,
    request,
    baseURL,
  }) => {
    const booking = await createBooking(request);
    const response = await fetch(new URL(trackingUrl(booking), baseURL), {
      headers: { accept: 'text/html' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await fetchPage(baseURL!, trackingUrl(booking));
    const text = textOf(html);
    const expected = [
      'Track Your Ride',
      'Driver Location',
      "Loading driver's location...",
      'OpenStreetMap',
      booking.pickupLocation,
      booking.dropoffLocation,
      'Ride Details',
      `#${booking.id}`,
      'Saturday, June 14, 2031',
      '6:45 PM',
      'Manage Your Ride',
      'Add to Calendar',
      'Cancel This Ride',
      'Simulate Driver Movement',
    ];
    expect(expected.filter((phrase) => !holds(text, phrase))).toEqual([]);
    expect(holds(text, 'Loading booking details...')).toBe(false);
    // No map markup from the server (the page's inlined stylesheet may name Leaflet's classes).
    expect(holds(html.slice(html.indexOf('<body')), 'leaflet')).toBe(false);

    // Without JavaScript the map's first view takes its place and size: its streets and attribution.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await serveTiles(context);
    const noScript = await context.newPage();
    await noScript.goto(trackingUrl(booking));
    const view = trackingPage(noScript);
    await expect(view.rideDetails.getByRole('heading', { name: 'Ride Details' })).toBeVisible();
    const firstView = view.mapCard.getByRole('img', { name: "Map of your driver's location" });
    expect((await firstView.boundingBox())?.height).toBe(400);
    await expect.poll(() => drawnTiles(view.mapCard.locator('.mft-map-frame'), 'preview')).not.toEqual({});
    await expect(view.mapCard.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await context.close();
  });

  for (const deviceScaleFactor of [1, 2])
    test(`the map's first view from the server shows the tiles the live map then shows, where it shows them (${deviceScaleFactor}x screen)`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const booking = await createBooking(request);
      // Where the map looks from the start: the driver is at its default centre.
      await reportPosition(request, booking, LOS_ANGELES);
      const frameOf = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, baseURL, deviceScaleFactor });
        await serveTiles(context);
        const page = await context.newPage();
        const tiles = recordTiles(page);
        await page.goto(trackingUrl(booking));
        return { context, tiles, frame: trackingPage(page).mapCard.locator('.mft-map-frame') };
      };

      const server = await frameOf(false);
      await expect.poll(() => drawnTiles(server.frame, 'preview')).not.toEqual({});
      const firstView = await drawnTiles(server.frame, 'preview');
      await server.context.close();

      const browserDrawn = await frameOf(true);
      await expect(browserDrawn.frame.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await browserDrawn.frame.page().waitForLoadState('networkidle');
      const live = await drawnTiles(browserDrawn.frame, 'leaflet');
      const shared = Object.keys(live).filter((url) => url in firstView);
      expect(shared.length, 'the live map shows tiles of the first view').toBeGreaterThanOrEqual(4);
      for (const url of shared) {
        expect(Math.abs(live[url][0] - firstView[url][0]), url).toBeLessThanOrEqual(1);
        expect(Math.abs(live[url][1] - firstView[url][1]), url).toBeLessThanOrEqual(1);
      }
      // One zoom level is asked for: the one the live map shows on this screen, found in the cache.
      const zoom = DEFAULT_ZOOM + (deviceScaleFactor > 1 ? 1 : 0);
      expect(new Set(browserDrawn.tiles.map((tile) => tile.z))).toEqual(new Set([zoom]));
      await browserDrawn.context.close();
    });

  test('the browser takes the ride page over without an error, a mismatch warning or asking for the booking again, then draws the map', async ({
    page,
  }) => {
    const booking = await createBooking(page.request);
    await reportPosition(page.request, booking, LOS_ANGELES);
    const problems = recordProblems(page);
    const bookingCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/bookings/${booking.id}`) bookingCalls.push(sent.url());
    });
    const view = await openTracking(page, trackingUrl(booking));
    await expect(view.marker).toBeVisible();
    await expect(view.map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(view.map.locator('.leaflet-control-attribution')).toContainText(
      'OpenStreetMap contributors',
    );
    expect((await view.map.boundingBox())?.height).toBe(400);
    await expect(view.status).toHaveText(STATUS_SECONDS);
    await expect(view.main.getByRole('button', { name: 'Cancel This Ride' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(bookingCalls).toEqual([]);
  });

  test('an id that is not a number comes as Invalid Booking ID from the server', async ({ baseURL }) => {
    const text = textOf(await fetchPage(baseURL!, '/tracking/abc'));
    expect(
      ['Invalid Booking ID', 'Client Login', 'Quick Links'].filter((phrase) => !holds(text, phrase)),
    ).toEqual([]);
  });
});
