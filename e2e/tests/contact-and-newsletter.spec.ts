import { expect, test } from '@playwright/test';
import { queryRows } from '../support/database';
import { openHome, scrollToSection, toast } from '../support/home-page';
import { uniqueEmail, uniqueSuffix } from '../support/unique';

test.describe('contact form', () => {
  test('sending a message shows Message Sent and stores it in booking.contact_messages as unread', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    const subject = `Quote for a wedding ${uniqueSuffix()}`;
    const message =
      'We need the minivan for the bridal party on a Saturday in June, from Santa Monica to Malibu.';
    await openHome(page);
    const section = await scrollToSection(page, 'contact');
    await section.getByLabel('Name', { exact: true }).fill('Olivia Grant');
    await section.getByLabel('Email', { exact: true }).fill(email);
    await section.getByLabel('Subject', { exact: true }).fill(subject);
    await section.getByLabel('Message', { exact: true }).fill(message);
    await section.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page)).toContainText('Message Sent');
    await expect(toast(page)).toContainText(
      'Your message has been sent successfully. We will get back to you soon.',
    );
    await expect(section.getByLabel('Subject', { exact: true })).toHaveValue('');

    const rows = await queryRows(
      'SELECT name, email, subject, message, status FROM booking.contact_messages WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ name: 'Olivia Grant', email, subject, message, status: 'unread' }]);
  });

  test('a message with an empty field is not sent', async ({ page }) => {
    const email = uniqueEmail('contact-empty');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted = true;
    });
    await openHome(page);
    const section = await scrollToSection(page, 'contact');
    await section.getByLabel('Name', { exact: true }).fill('Olivia Grant');
    await section.getByLabel('Email', { exact: true }).fill(email);
    await section.getByLabel('Message', { exact: true }).fill('No subject on this one.');
    await section.getByRole('button', { name: 'Send Message' }).click();

    await expect(section.getByLabel('Subject', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
    expect(await queryRows('SELECT id FROM booking.contact_messages WHERE email = $1', [email])).toEqual([]);
  });

  test('a server failure shows Message Failed with the server message', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 429, message: 'Too many messages, try again in a minute' }),
      }),
    );
    await openHome(page);
    const section = await scrollToSection(page, 'contact');
    await section.getByLabel('Name', { exact: true }).fill('Olivia Grant');
    await section.getByLabel('Email', { exact: true }).fill(uniqueEmail('contact-fail'));
    await section.getByLabel('Subject', { exact: true }).fill('Airport pickup');
    await section.getByLabel('Message', { exact: true }).fill('Can you meet me at LAX on Friday?');
    await section.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page)).toContainText('Message Failed');
    await expect(toast(page)).toContainText('Too many messages, try again in a minute');
    await expect(section.getByLabel('Subject', { exact: true })).toHaveValue('Airport pickup');
  });
});

test.describe('newsletter', () => {
  test('subscribing shows a toast and stores the address in booking.newsletter_subscriptions', async ({
    page,
  }) => {
    const email = uniqueEmail('newsletter');
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    // Taken over as it comes into view: until then its fields are server HTML, disabled.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('textbox', { name: 'Your email address' }).fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(toast(page)).toContainText('Subscribed');
    await expect(toast(page)).toContainText('Thank you for subscribing to our newsletter.');
    await expect(footer.getByRole('textbox', { name: 'Your email address' })).toHaveValue('');
    expect(
      await queryRows('SELECT email FROM booking.newsletter_subscriptions WHERE email = $1', [email]),
    ).toEqual([{ email }]);
  });

  test('subscribing the same address twice keeps one row', async ({ page }) => {
    const email = uniqueEmail('newsletter-twice');
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    // Taken over as it comes into view: until then its fields are server HTML, disabled.
    await footer.scrollIntoViewIfNeeded();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await footer.getByRole('textbox', { name: 'Your email address' }).fill(email);
      const [answer] = await Promise.all([
        page.waitForResponse(
          (response) => response.url().endsWith('/api/newsletter') && response.request().method() === 'POST',
        ),
        footer.getByRole('button', { name: 'Subscribe' }).click(),
      ]);
      expect(answer.ok(), `subscription ${attempt + 1} answered ${answer.status()}`).toBe(true);
      await expect(footer.getByRole('textbox', { name: 'Your email address' })).toHaveValue('');
      await expect(toast(page)).toContainText('Subscribed');
      await expect(toast(page), 'one toast at a time').toHaveCount(1);
    }
    expect(
      await queryRows('SELECT email FROM booking.newsletter_subscriptions WHERE email = $1', [email]),
    ).toEqual([{ email }]);
  });

  test('an address that is not an e-mail is refused without a call', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/newsletter')) posted = true;
    });
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    // Taken over as it comes into view: until then its fields are server HTML, disabled.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('textbox', { name: 'Your email address' }).fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');
    expect(posted).toBe(false);
  });

  test('at 390 px the e-mail field keeps its full height above a full-width Subscribe button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const field = await footer.getByLabel('Your email address').boundingBox();
    const button = await footer.getByRole('button', { name: 'Subscribe' }).boundingBox();
    expect(field!.height).toBeGreaterThanOrEqual(40);
    expect(button!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    expect(Math.abs(button!.width - field!.width)).toBeLessThan(1);
  });
});
