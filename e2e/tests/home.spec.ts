import { expect, test, type APIRequestContext } from '@playwright/test';
import { openHome, scrollToSection } from '../support/home-page';

interface Vehicle {
  id: number;
  name: string;
  description: string;
  passengers: number;
  luggage: number;
  features: string[];
  isPremium: boolean;
}
interface Service {
  id: number;
  name: string;
  description: string;
}
interface Testimonial {
  name: string;
  position: string;
  testimonial: string;
  rating: number;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

test.describe('home page', () => {
  test('shows header, hero, services, fleet, booking form, testimonials, contact and footer in that order', async ({
    page,
  }) => {
    await openHome(page);
    for (const id of ['services', 'fleet', 'booking', 'testimonials', 'contact']) {
      await expect(await scrollToSection(page, id)).not.toBeEmpty();
    }
    const parts = [
      page.getByRole('banner'),
      page.locator('section', { has: page.getByRole('heading', { name: 'Luxury Transportation' }) }),
      page.locator('section#services'),
      page.locator('section#fleet'),
      page.locator('section#booking'),
      page.locator('section#testimonials'),
      page.locator('section#contact'),
      page.getByRole('contentinfo'),
    ];
    const handles = [];
    for (const part of parts) {
      await expect(part).toHaveCount(1);
      handles.push(await part.elementHandle());
    }
    const inDocumentOrder = await page.evaluate(
      (elements) =>
        elements.every(
          (element, i) =>
            i === 0 ||
            Boolean(elements[i - 1]!.compareDocumentPosition(element!) & Node.DOCUMENT_POSITION_FOLLOWING),
        ),
      handles,
    );
    expect(inDocumentOrder).toBe(true);
  });

  test('header has the Services, Fleet, Book Now and Contact links and a Client Login button', async ({
    page,
  }) => {
    await openHome(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Services', 'Fleet', 'Book Now', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services');
    await expect(nav.getByRole('link', { name: 'Fleet' })).toHaveAttribute('href', '/#fleet');
    await expect(nav.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/#booking');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Client Login' })).toBeVisible();
  });

  test('the header links Book Now and Contact bring their sections into view, loaded', async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/#booking$/);
    await expect(page.getByLabel('Pick-up Location', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book Your Ride' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeInViewport();
  });

  test('Client Login opens the login and register dialog', async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Client Login' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Login' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Register' })).toBeVisible();
  });

  test('hero reads Luxury Transportation with Book Your Journey, Explore Our Fleet and a scroll-down arrow', async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Luxury Transportation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Your Journey' })).toHaveAttribute('href', /#booking$/);
    await expect(page.getByRole('link', { name: 'Explore Our Fleet' })).toHaveAttribute('href', /#fleet$/);
    await expect(page.getByRole('link', { name: 'Scroll down to our services' })).toHaveAttribute(
      'href',
      /#services$/,
    );
  });

  test('Explore Our Fleet brings the fleet section into view', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Explore Our Fleet' }).click();
    await expect(page).toHaveURL(/#fleet$/);
    await expect(page.getByRole('heading', { name: 'Our Luxury Vehicle' })).toBeInViewport();
  });

  test('services section lists every active service as a card with a Reserve Now link to the booking form', async ({
    page,
    request,
  }) => {
    const services = await getJson<Service[]>(request, '/api/services');
    expect(services.length).toBeGreaterThan(0);
    await openHome(page);
    const section = await scrollToSection(page, 'services');
    await expect(section.getByRole('heading', { name: 'Premium Transportation Services' })).toBeVisible();
    for (const service of services) {
      await expect(section.getByRole('heading', { name: service.name })).toBeVisible();
      await expect(section.getByText(service.description)).toBeVisible();
    }
    const reserve = section.getByRole('link', { name: 'Reserve Now' });
    await expect(reserve).toHaveCount(services.length);
    for (const link of await reserve.all()) await expect(link).toHaveAttribute('href', /#booking$/);
  });

  test('fleet section shows only vehicle 1 with its badge, capacity, features, $3 per mile, restrictions, five stars and Book Now', async ({
    page,
    request,
  }) => {
    const vehicles = await getJson<Vehicle[]>(request, '/api/vehicles');
    const vehicle = vehicles.find((v) => v.id === 1);
    expect(vehicle, 'vehicle 1 is seeded').toBeDefined();
    const others = vehicles.filter((v) => v.id !== 1);
    await openHome(page);
    const section = await scrollToSection(page, 'fleet');
    await expect(section.getByRole('heading', { name: 'Our Luxury Vehicle' })).toBeVisible();
    await expect(section.getByText(vehicle!.name, { exact: true })).toBeVisible();
    for (const other of others) await expect(section.getByText(other.name)).toHaveCount(0);
    await expect(section.getByText('Premium', { exact: true })).toHaveCount(vehicle!.isPremium ? 1 : 0);
    await expect(section.getByText(`${vehicle!.passengers} Passengers`, { exact: true })).toBeVisible();
    await expect(section.getByText(`${vehicle!.luggage} Luggage`, { exact: true })).toBeVisible();
    for (const feature of vehicle!.features)
      await expect(section.getByText(feature, { exact: true })).toBeVisible();
    await expect(section.getByText(vehicle!.description)).toBeVisible();
    await expect(section.getByText('$3', { exact: true })).toBeVisible();
    await expect(section.getByText('Tours from $85')).toHaveCount(/tour/i.test(vehicle!.name) ? 1 : 0);
    await expect(section.getByText('Restrictions apply')).toBeVisible();
    await expect(section.getByRole('img', { name: vehicle!.name })).toBeVisible();
    const stars = section.getByRole('img', { name: 'Rated 5 out of 5' });
    await expect(stars).toBeVisible();
    await expect(stars.locator('.anticon-star')).toHaveCount(5);
    await expect(section.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', /#booking$/);
  });

  test('the vehicle card shows the image the catalogue names for vehicle 1', async ({ page, request }) => {
    const vehicles = await getJson<(Vehicle & { imageUrl: string | null })[]>(request, '/api/vehicles');
    const vehicle = vehicles.find((v) => v.id === 1)!;
    await openHome(page);
    const image = (await scrollToSection(page, 'fleet')).getByRole('img', { name: vehicle.name });
    await expect(image).toBeVisible();
    if (vehicle.imageUrl) await expect(image).toHaveAttribute('src', vehicle.imageUrl);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('asks for no image that does not exist', async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400)
        missing.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await openHome(page);
    for (const id of ['services', 'fleet', 'booking', 'testimonials', 'contact'])
      await expect(await scrollToSection(page, id)).not.toBeEmpty();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
  });

  test('testimonials show each name, position, text, rating and photo', async ({ page, request }) => {
    const testimonials = await getJson<Testimonial[]>(request, '/api/testimonials');
    expect(testimonials.length).toBeGreaterThan(0);
    await openHome(page);
    const section = await scrollToSection(page, 'testimonials');
    for (const t of testimonials) {
      const card = section.getByRole('listitem').filter({ hasText: t.testimonial }).last();
      await expect(card).toBeVisible();
      await expect(card.getByText(t.name, { exact: true })).toBeVisible();
      await expect(card.getByText(t.position, { exact: true })).toBeVisible();
      await expect(
        card
          .getByRole('img', { name: `Rated ${t.rating} out of 5` })
          .or(card.getByLabel(`Rated ${t.rating} out of 5`)),
      ).toHaveCount(1);
      await expect(card.getByRole('img', { name: `Photo of ${t.name}` })).toBeVisible();
    }
  });

  test('four testimonials sit two by two on a wide screen, none alone on a row', async ({
    page,
    request,
  }) => {
    const testimonials = await getJson<Testimonial[]>(request, '/api/testimonials');
    expect(testimonials).toHaveLength(4);
    await openHome(page);
    const section = await scrollToSection(page, 'testimonials');
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const boxes = await Promise.all(
      [0, 1, 2, 3].map(async (index) => (await cards.nth(index).boundingBox())!),
    );
    const rows = new Set(boxes.map((box) => Math.round(box.y)));
    const columns = new Set(boxes.map((box) => Math.round(box.x)));
    expect([rows.size, columns.size]).toEqual([2, 2]);
  });

  test('contact section shows the contact form, phone lines, reservations e-mail and business hours', async ({
    page,
  }) => {
    await openHome(page);
    const section = await scrollToSection(page, 'contact');
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(section.getByLabel(label, { exact: true })).toBeVisible();
    await expect(section.getByText('We respond within 1 hour')).toBeVisible();
    await expect(section.getByText('Transportation is available 24/7.')).toBeVisible();
    for (const hours of ['8:00 AM-8:00 PM', '9:00 AM-6:00 PM', '10:00 AM-4:00 PM']) {
      await expect(section.getByText(hours)).toBeVisible();
    }
  });

  test('footer has quick links, service links, the newsletter form with its note, legal links and the current year', async ({
    page,
  }) => {
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('Quick Links')).toBeVisible();
    for (const link of ['Home', 'Services', 'Our Fleet', 'Book Now', 'Contact Us']) {
      await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(footer.getByText('Our Services')).toBeVisible();
    for (const service of [
      'Airport Transfers',
      'Corporate Travel',
      'Event Transportation',
      'City Tours',
      'Hourly Charters',
    ]) {
      await expect(footer.getByText(service, { exact: true })).toBeVisible();
    }
    const email = footer.getByRole('textbox', { name: 'Your email address' });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(footer.getByText('By subscribing you agree to our Privacy Policy')).toBeVisible();
    for (const legal of ['Privacy Policy', 'Terms of Service', 'Sitemap']) {
      await expect(footer.getByText(legal, { exact: true })).toBeVisible();
    }
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer.getByText(`© ${year} Elite Transport. All rights reserved.`)).toBeVisible();
  });

  test('/booking shows the booking form, scrolled into view', async ({ page }) => {
    await page.goto('/booking');
    const form = page.locator('section#booking');
    await expect(form.getByLabel('Pick-up Location', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Book Your Ride' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toHaveCount(0);
  });
});
