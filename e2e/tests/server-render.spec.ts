import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { adminCredentials, signIn } from '../support/accounts';
import { bookingForm, chooseOption, selectedOption, typeIntoPicker } from '../support/booking-form';
import { themeChoice, waitForHydration } from '../support/home-page';
import { uniqueEmail, uniqueRideDate } from '../support/unique';
import { fetchPage, holds, recordProblems, releasable } from '../support/server-render';

const REPO = path.resolve(__dirname, '../..');
const HERO = 'Luxury Transportation';
// The second render slice and gateway below reach no service (port 9 refuses), whatever else runs on this machine.
const NO_SERVICES = Object.fromEntries(
  ['BOOKING', 'IDENTITY', 'MAGIC_LINK', 'TRACKING', 'REWARDS', 'NOTIFICATIONS'].map((name) => [
    `${name}_URL`,
    'http://127.0.0.1:9',
  ]),
);

/**
 * Marks the hero's heading as the server drew it: the mark stays only if the page's code takes that
 * element over, and is gone if React throws the server's HTML away and draws the part again.
 */
async function markServerHero(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: HERO }).evaluate((heading) => {
    heading.dataset.drawnByServer = 'yes';
  });
}

async function expectServerHeroKept(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toHaveAttribute(
    'data-drawn-by-server',
    'yes',
  );
}

test.describe('pages are rendered on the server', () => {
  test('/ without JavaScript holds the header, hero, services, fleet, testimonials, contact block and footer with their real data', async ({
    request,
    baseURL,
  }) => {
    const html = await fetchPage(baseURL!, '/');
    const [services, vehicles, testimonials] = await Promise.all(
      ['/api/services', '/api/vehicles', '/api/testimonials'].map(
        async (url) => (await request.get(url)).json() as Promise<Array<{ name: string }>>,
      ),
    );
    expect(services.length).toBeGreaterThan(0);
    const expected = [
      // header
      'Elite Transport',
      'Client Login',
      'Book Now',
      // hero
      HERO,
      'Book Your Journey',
      'Explore Our Fleet',
      // services, fleet and testimonials, from the API
      'Premium Transportation Services',
      ...services.map((service) => service.name),
      'Our Luxury Vehicle',
      ...vehicles.filter((vehicle) => !/BMW|Cadillac/.test(vehicle.name)).map((vehicle) => vehicle.name),
      // the booking form, with its lists' labels
      'Book Your Ride',
      'Pick-up Location',
      'Airport Transfer',
      'Book Now',
      'What Our Clients Say',
      ...testimonials.map((testimonial) => testimonial.name),
      // contact block, with its form
      'Contact Us',
      'Send Message',
      '(310) 555-0148',
      'reservations@elitetransport.example',
      // footer
      'Quick Links',
      'Newsletter',
      'By subscribing you agree to our Privacy Policy',
    ];
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'");
    expect(expected.filter((phrase) => !holds(text, phrase))).toEqual([]);
    // In order, and no part of it hidden for a script to reveal later (the CSP runs no inline script).
    const order = [
      '<header',
      HERO,
      'Premium Transportation Services',
      'Our Luxury Vehicle',
      'Book Your Ride',
      'What Our Clients Say',
      'Contact Us',
      '<footer',
    ];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const inlineScripts = (html.match(/<script[^>]*>/g) ?? []).filter(
      (tag) => !/ src=|type="application\/json"/.test(tag),
    );
    expect(inlineScripts).toEqual([]);
    expect(html.includes('<div hidden')).toBe(false);
  });

  test('a browser without JavaScript shows the home page as it will look', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium Transportation Services' })).toBeVisible();
    await expect(page.locator('#fleet').getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await context.close();
  });

  test('the browser takes the page over without an error, a mismatch warning or a request for data the page came with', async ({
    page,
  }) => {
    const problems = recordProblems(page);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(services|vehicles|testimonials)$/.test(new URL(request.url()).pathname))
        dataRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Interactive: the theme switch (shell) and the services' Reserve Now (the remote's part) respond.
    await page.getByRole('button', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('#services').getByRole('link', { name: 'Reserve Now' }).first().click();
    await expect(page).toHaveURL(/#booking$/);
    await expect(page.locator('#booking').getByRole('heading', { name: 'Book Your Ride' })).toBeVisible();
    expect(problems).toEqual([]);
    expect(dataRequests).toEqual([]);
  });

  test("the home page's own code waits for the visitor: none of it for the first screen, and its part is taken over, not redrawn, once the visitor scrolls", async ({
    page,
    baseURL,
  }) => {
    const problems = recordProblems(page);
    const html = await fetchPage(baseURL!, '/');
    expect(html, 'no preload of code the page asks for only later').not.toMatch(
      /<link rel="preload" as="script" href="[^"]*mf-booking/,
    );
    const remoteCode: string[] = [];
    page.on('request', (request) => {
      if (/\/remotes\/mf-booking\/.+\.js$/.test(new URL(request.url()).pathname))
        remoteCode.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(remoteCode, 'a visitor who only reads the first screen downloads none of it').toEqual([]);
    // The hero as the server drew it: the same element must still be there once the code has taken it over.
    await markServerHero(page);

    await page.mouse.wheel(0, 600);
    await expect.poll(() => remoteCode.length).toBeGreaterThan(0);
    const form = page.locator('section#booking');
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Pick-up Location', { exact: true })).toBeEnabled();
    await expectServerHeroKept(page);
    expect(problems).toEqual([]);
  });

  test("a theme chosen before the home page's own code has arrived applies once it has, without the page's part being drawn again or shown as loading", async ({
    page,
  }) => {
    const problems = recordProblems(page);
    const { held, release } = releasable();
    const heldCode: string[] = [];
    await page.route('**/remotes/mf-booking/**/*.js', async (route) => {
      heldCode.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    await markServerHero(page);
    const light = themeChoice(page, 'Light');
    await light.click();
    // The press asked for the page's code, which is held: the switch shows the choice, the page waits.
    await expect.poll(() => heldCode.length).toBeGreaterThan(0);
    await expect(light).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.locator('main .page-loading')).toHaveCount(0);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectServerHeroKept(page);
    await expect(page.locator('main .page-loading')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the server-drawn booking form costs the first screen no code and answers before it: nothing is disabled, and what is typed and chosen while the code is held is what gets booked', async ({
    page,
    request,
  }) => {
    const problems = recordProblems(page);
    const serviceTypes = (await (await request.get('/api/service-types')).json()) as Array<{
      id: number;
      name: string;
    }>;
    const chosen = serviceTypes[1]!;
    // The booking form's own chunk: the one that names the form.
    const bookingCode: string[] = [];
    const { held, release } = releasable();
    await page.route('**/remotes/mf-booking/*.js', async (route) => {
      const response = await route.fetch();
      // Undefined for a request the page has given up on meanwhile: there is nothing to answer.
      const body = await response.text().catch(() => undefined);
      if (body === undefined) return;
      if (
        body.includes('"booking-form"') &&
        !/remoteEntry|__federation_expose_/.test(route.request().url())
      ) {
        bookingCode.push(route.request().url());
        await held;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const section = page.locator('section#booking');
    await expect(section.getByRole('heading', { name: 'Book Your Ride' })).toBeAttached();
    expect(bookingCode, 'a visitor who does not scroll loads none of the form').toEqual([]);

    await section.scrollIntoViewIfNeeded();
    const form = bookingForm(section);
    await expect.poll(() => bookingCode.length).toBeGreaterThan(0);
    // The code is on its way and held: the server's form is all there is, and every control answers.
    for (const control of Object.values(form)) await expect(control).toBeEnabled();
    await form.pickupLocation.pressSequentially('LAX');
    // A tap on a list opens the browser's own (the catalogue shows one vehicle: its list has one choice).
    await form.vehicle.click();
    await expect(page.locator('#booking-form_vehicleId:open')).toHaveCount(1);
    await form.vehicle.press('Escape');
    await chooseOption(form.serviceType, chosen.name);
    await form.passengers.selectOption('4');
    await expect(form.pickupLocation).toHaveValue('LAX');

    // The form's code asks for the vehicle types as it takes the form over.
    const takenOver = page.waitForRequest((call) => new URL(call.url()).pathname === '/api/vehicle-types');
    release();
    await takenOver;
    await expect(form.pickupLocation).toHaveValue('LAX');
    await expect(selectedOption(form.serviceType)).toHaveText(chosen.name);
    await expect(form.passengers).toHaveValue('4');

    // Booked with JavaScript: the form's state holds what was typed and chosen before its code came.
    await form.dropoffLocation.fill('Union Station');
    await typeIntoPicker(form.date, uniqueRideDate());
    await form.fullName.fill('Nadia Brooks');
    await form.email.fill(uniqueEmail('before-hydration'));
    await form.phone.fill('+1 (310) 555-0142');
    await form.terms.check();
    const [post] = await Promise.all([
      page.waitForRequest(
        (call) => call.method() === 'POST' && new URL(call.url()).pathname === '/api/bookings',
      ),
      form.submit.click(),
    ]);
    expect(post.postDataJSON()).toMatchObject({
      pickupLocation: 'LAX',
      serviceTypeId: chosen.id,
      passengers: 4,
    });
    await expect(section.getByText('Reservation received')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a header button pressed before the page has its code answers once the code has arrived', async ({
    page,
  }) => {
    const problems = recordProblems(page);
    // The shell's shared chunks (everything after main.js) are held: the page is server HTML alone.
    const heldChunks: string[] = [];
    const { held, release } = releasable();
    await page.route(/\/assets\/(?!main\.)[^/]+\.js$/, async (route) => {
      heldChunks.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // main.js has run once it asks for the rest.
    await expect.poll(() => heldChunks.length).toBeGreaterThan(0);
    const light = themeChoice(page, 'Light');
    await light.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(light).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('the sections below the fold are taken over as they come into view', async ({ page }) => {
    const problems = recordProblems(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const newsletter = page.getByRole('contentinfo').getByRole('textbox').first();
    await newsletter.fill('not an e-mail');
    await expect(newsletter).toHaveValue('not an e-mail');
    expect(problems).toEqual([]);
  });

  test('the sections below the fold are taken over at once for a visitor whose stored theme changes the page', async ({
    page,
  }) => {
    // A stored light theme restyles antd right after hydration: nothing may be left waiting then.
    const problems = recordProblems(page);
    await page.addInitScript(() => localStorage.setItem('elite-transport-theme', 'light'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.waitForLoadState('networkidle');
    for (const id of ['services', 'fleet', 'testimonials', 'contact'])
      await expect(page.locator(`section#${id}`)).not.toBeEmpty();
    expect(problems).toEqual([]);
  });

  test('/admin requested without a session comes from the server asking to sign in; with a session it is not drawn signed out', async ({
    page,
    baseURL,
  }) => {
    expect(holds(await fetchPage(baseURL!, '/admin'), 'Staff sign-in required')).toBe(true);
    await signIn(page.request, adminCredentials());
    const { cookies } = await page.context().storageState();
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL('/admin', baseURL), { headers: { accept: 'text/html', cookie } });
    expect(holds(await response.text(), 'Staff sign-in required')).toBe(false);
    const problems = recordProblems(page);
    await page.goto('/admin');
    await expect(page.getByRole('region', { name: 'Bookings', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('/rewards comes from the server signed out and with the membership tiers, and the browser does not ask for them again', async ({
    page,
    baseURL,
  }) => {
    const tiers = (await (await page.request.get('/api/rewards/tiers')).json()) as { name: string }[];
    expect(tiers.length).toBeGreaterThanOrEqual(2);
    const html = await fetchPage(baseURL!, '/rewards');
    // No session: drawn signed out, so nothing above the tiers changes height when the page hydrates.
    expect(holds(html, 'Sign in or create an account to start earning rewards!')).toBe(true);
    expect(holds(html, '>Membership Tiers</h2>')).toBe(true);
    for (const { name } of tiers) expect(holds(html, `>${name}</h3>`), name).toBe(true);

    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/rewards/')) asked.push(pathname);
    });
    const problems = recordProblems(page);
    await page.goto('/rewards');
    await expect(page.getByText('Sign in or create an account to start earning rewards!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: tiers[0]!.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });

  for (const [path, heading] of [
    ['/rewards', 'Elite Transport Rewards'],
    ['/admin', 'Admin Dashboard'],
  ] as const) {
    test(`${path} comes from the server with its page in it, and the browser takes it over without an error`, async ({
      page,
      baseURL,
    }) => {
      const html = await fetchPage(baseURL!, path);
      expect(holds(html, '<main')).toBe(true);
      const main = html.slice(html.indexOf('<main'));
      expect(main).not.toContain('class="page-loading"');
      const problems = recordProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

/**
 * A second render slice and gateway on a copy of the built site (the shell's build as it is,
 * mf-booking's copied), so that mf-booking can be rebuilt and broken there while they keep running,
 * as when one remote is redeployed alone. They reach no service; the hero needs none.
 */
test.describe('runtime composition on the server', () => {
  test.describe.configure({ mode: 'serial' });
  const site = path.join(REPO, 'test-results', 'e2e', `redeploy-${process.pid}`);
  const remoteDir = path.join(site, 'mf-booking');
  let render: ChildProcess | undefined;
  let gateway: ChildProcess | undefined;
  let gatewayUrl = '';

  /** Starts a process of the repository on a free port; resolves with its URL once it logs `message`. */
  const start = (main: string, env: NodeJS.ProcessEnv, message: string) => {
    const child = spawn(process.execPath, [path.join(REPO, main)], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        STATIC_ROOT: site,
        LOG_LEVEL: 'info',
        ...NO_SERVICES,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${main} exited with ${code}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const port = line.includes(`"msg":"${message}"`) ? /"port":(\d+)/.exec(line)?.[1] : undefined;
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
    });
    return { child, url };
  };

  test.beforeAll(async () => {
    rmSync(site, { recursive: true, force: true });
    mkdirSync(path.join(site, 'shell'), { recursive: true });
    symlinkSync(path.join(REPO, 'shell', 'dist'), path.join(site, 'shell', 'dist'));
    for (const part of ['src', 'dist', 'package.json', 'webpack.config.mjs']) {
      cpSync(path.join(REPO, 'mf-booking', part), path.join(remoteDir, part), { recursive: true });
    }
    cpSync(path.join(REPO, 'mf-tracking', 'dist'), path.join(site, 'mf-tracking', 'dist'), {
      recursive: true,
    });
    const renderProcess = start('render/dist/main.js', { RENDER_PORT: '0' }, 'render listening');
    render = renderProcess.child;
    const renderUrl = await renderProcess.url;
    const gatewayProcess = start(
      'gateway/dist/main.js',
      { PORT: '0', RENDER_URL: renderUrl },
      'gateway listening',
    );
    gateway = gatewayProcess.child;
    gatewayUrl = await gatewayProcess.url;
  });

  test.afterAll(async () => {
    for (const child of [gateway, render]) {
      if (!child || child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(site, { recursive: true, force: true });
  });

  test('rebuilding only mf-booking with a changed hero changes the HTML of / while the shell, the render slice and the gateway keep running', async () => {
    test.setTimeout(240_000);
    // A render slice that has just started may answer its first pages before it has the server builds at hand.
    await expect.poll(async () => holds(await fetchPage(gatewayUrl, '/'), `>${HERO}</h1>`)).toBe(true);
    const before = await fetchPage(gatewayUrl, '/');
    const shellScript = /src="(\/assets\/main\.[^"]+\.js)"/.exec(before)?.[1];
    expect(shellScript).toBeTruthy();

    const strings = path.join(remoteDir, 'src', 'common', 'strings.ts');
    writeFileSync(
      strings,
      readFileSync(strings, 'utf8').replace(`title: '${HERO}'`, "title: 'Chauffeured, redeployed'"),
    );
    const webpack = path.join(REPO, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    // Not spawnSync: a blocked event loop would leave the test's kept-alive connections to go stale.
    await promisify(execFile)(process.execPath, [webpack, '--mode', 'production'], {
      cwd: remoteDir,
      maxBuffer: 16 * 1024 * 1024,
    });

    await expect
      .poll(async () => holds(await fetchPage(gatewayUrl, '/'), '>Chauffeured, redeployed</h1>'))
      .toBe(true);
    const after = await fetchPage(gatewayUrl, '/');
    expect(holds(after, `src="${shellScript}"`)).toBe(true);
    expect(render!.exitCode).toBeNull();
    expect(gateway!.exitCode).toBeNull();
  });

  test('a remote whose server render fails still gives a working page, rendered in the browser', async ({
    page,
  }) => {
    writeFileSync(
      path.join(remoteDir, 'dist', 'ssr', 'remoteEntry.js'),
      "throw new Error('this server build is broken');\n",
    );
    await expect
      .poll(async () => holds(await fetchPage(gatewayUrl, '/'), 'Chauffeured, redeployed'))
      .toBe(false);
    const html = await fetchPage(gatewayUrl, '/');
    expect(['Client Login', 'Quick Links'].filter((text) => !holds(html, text))).toEqual([]);

    const problems = recordProblems(page);
    await page.goto(gatewayUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Chauffeured, redeployed' })).toBeVisible();
    await page.getByRole('button', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // These processes reach no service: only the API calls fail.
    expect(problems.filter((problem) => !/\/api\//.test(problem) && !/status of 50\d/.test(problem))).toEqual(
      [],
    );
  });

  test('a ride page whose server render fails still works, rendered in the browser', async ({ page }) => {
    const invalidId = '/tracking/abc';
    // Drawn on the server while mf-tracking's server build works...
    await expect
      .poll(async () => holds(await fetchPage(gatewayUrl, invalidId), 'Invalid Booking ID'))
      .toBe(true);
    writeFileSync(
      path.join(site, 'mf-tracking', 'dist', 'ssr', 'remoteEntry.js'),
      "throw new Error('this server build is broken');\n",
    );
    // ...and left to the browser once it fails: the shell's chrome still comes from the server.
    await expect
      .poll(async () => holds(await fetchPage(gatewayUrl, invalidId), 'Invalid Booking ID'))
      .toBe(false);
    const html = await fetchPage(gatewayUrl, invalidId);
    expect(['Client Login', 'Quick Links'].filter((text) => !holds(html, text))).toEqual([]);

    const problems = recordProblems(page);
    await page.goto(`${gatewayUrl}${invalidId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Booking ID' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${gatewayUrl}/`);
    // These processes reach no service: only the API calls fail.
    expect(problems.filter((problem) => !/\/api\//.test(problem) && !/status of 50\d/.test(problem))).toEqual(
      [],
    );
  });
});
