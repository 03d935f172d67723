import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { adminCredentials, signIn } from '../support/accounts';
import { expectNoBlockingViolations } from '../support/axe';
import { queryRows } from '../support/database';
import { openHome, toast } from '../support/home-page';
import { openedPopup } from '../support/motion';
import { takenOver } from '../support/taken-over';
import { uniqueEmail, uniqueSuffix } from '../support/unique';

// The dialog's fields, messages and toasts (docs/product.md §2, §5, §8) and the signed-in header (issue 3).
// chrome.spec.ts covers opening it from the mobile menu; home.spec.ts that Client Login opens it with both tabs.

const PASSWORD = 'Account-e2e-2026';

interface NewClient {
  name: string;
  email: string;
  username: string;
  password: string;
}

function newClient(prefix: string): NewClient {
  return {
    name: 'Jordan Ellis',
    email: uniqueEmail(prefix),
    username: `${prefix}_${uniqueSuffix()}`,
    password: PASSWORD,
  };
}

async function registerThroughApi(page: Page, client: NewClient): Promise<void> {
  const response = await page.request.post('/api/auth/register', { data: client });
  expect(response.status(), await response.text()).toBe(201);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Client Login' });
/** The visible choice's form (Login or Register): the other one is hidden. */
const panel = (page: Page) => dialog(page).getByRole('form');
const field = (page: Page, label: string) => panel(page).getByLabel(label, { exact: true });
const header = (page: Page) => page.getByRole('banner');
const userButton = (page: Page, name: string) => header(page).getByRole('button', { name, exact: true });

/** The header's user menu, opened, once its opening motion is over (see openedPopup). */
async function openUserMenu(page: Page, name: string): Promise<Locator> {
  await userButton(page, name).click();
  return openedPopup(page.getByRole('menu'));
}

async function openDialog(page: Page): Promise<Locator> {
  await openHome(page);
  await header(page).getByRole('button', { name: 'Client Login' }).click();
  await expect(dialog(page)).toBeVisible();
  // Its forms are the server's until their code has taken them over (it loads as the dialog opens).
  await takenOver(dialog(page).locator('form#login'));
  await takenOver(dialog(page).locator('form#register'));
  return dialog(page);
}

async function openRegisterTab(page: Page): Promise<void> {
  await dialog(page).locator('label[for="auth-tab-register"]').click();
  await expect(dialog(page).getByRole('radio', { name: 'Register' })).toBeChecked();
}

function recordPosts(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request);
  });
  return posts;
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
}

async function fillRegister(page: Page, client: NewClient, phone?: string): Promise<void> {
  await field(page, 'Name').fill(client.name);
  await field(page, 'Email').fill(client.email);
  await field(page, 'Username').fill(client.username);
  await field(page, 'Password').fill(client.password);
  if (phone) await field(page, 'Phone (Optional)').fill(phone);
}

test.describe('login / register dialog: the login tab', () => {
  test('opens on Login with Email, Password, an optional Remember me and the Login button', async ({
    page,
  }) => {
    await openDialog(page);
    await expect(dialog(page).getByRole('radio', { name: 'Login' })).toBeChecked();
    await expect(dialog(page).getByRole('radio', { name: 'Register' })).not.toBeChecked();
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
    await expect(panel(page).getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(panel(page).getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoBlockingViolations(page);
  });

  test('an invalid e-mail and a password under 6 characters show the spec messages and send nothing', async ({
    page,
  }) => {
    const posts = recordPosts(page, '/api/auth/login');
    await openDialog(page);
    const submit = panel(page).getByRole('button', { name: 'Login' });

    await submit.click();
    await expect(panel(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(panel(page).getByText('Password must be at least 6 characters')).toBeVisible();

    await fillLogin(page, 'not-an-email', '12345');
    await submit.click();
    await expect(panel(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(panel(page).getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');

    await fillLogin(page, uniqueEmail('account-valid'), '123456');
    await expect(panel(page).getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(panel(page).getByText('Password must be at least 6 characters')).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });

  test('a wrong password and an unknown e-mail both show Login Failed with the same text, and the dialog stays open', async ({
    page,
  }) => {
    const client = newClient('account-wrong');
    await registerThroughApi(page, client);
    await openDialog(page);

    await fillLogin(page, client.email, 'not-the-password');
    await panel(page).getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toContainText('Login Failed');
    await expect(toast(page)).toContainText('Invalid email or password');
    const wrongPassword = await toast(page).textContent();

    await fillLogin(page, uniqueEmail('account-nobody'), client.password);
    const unknown = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/login',
    );
    await panel(page).getByRole('button', { name: 'Login' }).click();
    expect((await unknown).status()).toBe(401);
    await expect(toast(page)).toContainText('Login Failed');
    await expect(toast(page)).toHaveText(wrongPassword!);
    await expect(dialog(page)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Client Login' })).toBeVisible();
  });

  test('signing in sends only e-mail and password, shows Login Successful, closes, and the session survives a reload', async ({
    page,
  }) => {
    const client = newClient('account-login');
    await registerThroughApi(page, client);
    const posts = recordPosts(page, '/api/auth/login');
    await openDialog(page);

    await fillLogin(page, client.email, client.password);
    await panel(page).getByRole('checkbox', { name: 'Remember me' }).check();
    await panel(page).getByRole('button', { name: 'Login' }).click();

    await expect(toast(page)).toContainText('Login Successful');
    await expect(toast(page)).toContainText('Welcome back!');
    await expect(dialog(page)).toBeHidden();
    await expect(userButton(page, client.name)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Client Login' })).toHaveCount(0);
    expect(posts.map((post) => post.postDataJSON())).toEqual([
      { email: client.email, password: client.password },
    ]);

    await page.reload();
    await expect(userButton(page, client.name)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Client Login' })).toHaveCount(0);
  });
});

test.describe('login / register dialog: the register tab', () => {
  test('has Name, Email, Username, Password, Phone (Optional) and Create Account; each rule shows its message and nothing is sent', async ({
    page,
  }) => {
    const posts = recordPosts(page, '/api/auth/register');
    await openDialog(page);
    await openRegisterTab(page);
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
    await expect(field(page, 'Phone (Optional)')).toHaveAttribute('type', 'tel');
    const submit = panel(page).getByRole('button', { name: 'Create Account' });

    await submit.click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
    ])
      await expect(panel(page).getByText(message)).toBeVisible();

    await fillRegister(page, { name: 'J', email: 'jordan@', username: 'jo', password: '12345' });
    await submit.click();
    for (const [label, message] of [
      ['Name', 'Name must be at least 2 characters'],
      ['Email', 'Please enter a valid email address'],
      ['Username', 'Username must be at least 3 characters'],
      ['Password', 'Password must be at least 6 characters'],
    ] as const) {
      await expect(panel(page).getByText(message)).toBeVisible();
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
    // The phone is optional: left empty it is never marked.
    await expect(field(page, 'Phone (Optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
    await expectNoBlockingViolations(page);
  });

  test('registering shows Registration Successful and switches to Login with the e-mail filled in; the account is a client', async ({
    page,
  }) => {
    const client = newClient('account-register');
    const posts = recordPosts(page, '/api/auth/register');
    await openDialog(page);
    await openRegisterTab(page);
    await fillRegister(page, client, '+1 310 555 0188');
    await panel(page).getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page)).toContainText('Registration Successful');
    await expect(toast(page)).toContainText('Your account has been created!');
    await expect(dialog(page).getByRole('radio', { name: 'Login' })).toBeChecked();
    await expect(field(page, 'Email')).toHaveValue(client.email);
    await expect(field(page, 'Password')).toHaveValue('');
    expect(posts.map((post) => post.postDataJSON())).toEqual([
      { ...client, phone: '+1 310 555 0188', role: 'client' },
    ]);
    expect(
      await queryRows('SELECT name, username, phone, role FROM identity.users WHERE email = $1', [
        client.email,
      ]),
    ).toEqual([{ name: client.name, username: client.username, phone: '+1 310 555 0188', role: 'client' }]);

    // Still signed out until the customer logs in with the prefilled e-mail.
    await expect(header(page).getByRole('button', { name: 'Client Login' })).toBeVisible();
    await field(page, 'Password').fill(client.password);
    await panel(page).getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toContainText('Login Successful');
    await expect(dialog(page)).toBeHidden();
    await expect(userButton(page, client.name)).toBeVisible();
  });

  test('a taken e-mail or username shows Registration Failed with the server message; an answer without one shows Could not create account', async ({
    page,
  }) => {
    const existing = newClient('account-taken');
    await registerThroughApi(page, existing);
    await openDialog(page);
    await openRegisterTab(page);

    await fillRegister(page, { ...newClient('account-dup'), email: existing.email });
    await panel(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Registration Failed');
    await expect(toast(page)).toContainText('An account with this email already exists');
    await expect(dialog(page).getByRole('radio', { name: 'Register' })).toBeChecked();

    await fillRegister(page, { ...newClient('account-dup'), username: existing.username });
    await panel(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('This username is already taken');

    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 502, body: '' }));
    await fillRegister(page, newClient('account-down'));
    await panel(page).getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Registration Failed');
    await expect(toast(page)).toContainText('Could not create account');
    expect(
      await queryRows('SELECT COUNT(*)::int AS n FROM identity.users WHERE email = $1', [existing.email]),
    ).toEqual([{ n: 1 }]);
  });
});

test.describe('the signed-in header', () => {
  test("a client's menu offers Rewards and Sign Out, no Admin; Rewards opens /rewards", async ({ page }) => {
    const client = newClient('account-menu');
    await registerThroughApi(page, client);
    await signIn(page.request, client);
    await openHome(page);

    const menu = await openUserMenu(page, client.name);
    await expect(menu.getByRole('menuitem')).toHaveText(['Rewards', 'Sign Out']);
    await expectNoBlockingViolations(page);
    await menu.getByRole('menuitem', { name: 'Rewards' }).click();
    await expect(page).toHaveURL('/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Elite Transport Rewards' })).toBeVisible();
  });

  test("an admin's menu adds Admin, which opens the dashboard", async ({ page }) => {
    await signIn(page.request, adminCredentials());
    const [{ name }] = await queryRows<{ name: string }>('SELECT name FROM identity.users WHERE email = $1', [
      adminCredentials().email,
    ]);
    await openHome(page);

    const menu = await openUserMenu(page, name!);
    await expect(menu.getByRole('menuitem')).toHaveText(['Rewards', 'Admin', 'Sign Out']);
    await menu.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('region', { name: 'Bookings', exact: true })).toBeVisible();
  });

  test('Sign Out signs out for good: Client Login is back, also after a reload, and /api/auth/me answers no user', async ({
    page,
  }) => {
    const client = newClient('account-out');
    await registerThroughApi(page, client);
    await signIn(page.request, client);
    await openHome(page);

    const menu = await openUserMenu(page, client.name);
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(header(page).getByRole('button', { name: 'Client Login' })).toBeVisible();
    await expect(userButton(page, client.name)).toHaveCount(0);

    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Client Login' })).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toEqual({ user: null });
  });

  test.describe('on a 390 px wide screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the menu shows who is signed in, Rewards and Sign Out, and closes after a choice', async ({
      page,
    }) => {
      const client = newClient('account-mobile');
      await registerThroughApi(page, client);
      await signIn(page.request, client);
      await openHome(page);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByText(`Signed in as ${client.name}`)).toBeVisible();
      const account = menu.getByRole('navigation', { name: 'Account' });
      await expect(account.getByRole('link')).toHaveText(['Rewards']);
      await expect(menu.getByRole('button', { name: 'Client Login' })).toHaveCount(0);
      await expectNoBlockingViolations(page);

      await account.getByRole('link', { name: 'Rewards' }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL('/rewards');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('button', { name: 'Sign Out' }).click();
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu.getByRole('button', { name: 'Client Login' })).toBeVisible();
    });
  });
});
