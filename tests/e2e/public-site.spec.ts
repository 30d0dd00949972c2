import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from './helpers';

/** Every public page of the site (and the not-found page), each checked with axe-core. */
const PUBLIC_PAGES = [
  '/',
  '/services',
  '/services/1',
  '/projects',
  '/projects/1',
  '/about',
  '/contact',
  '/get-quote',
  '/terms',
  '/privacy',
  '/sitemap',
  '/no-such-page',
];

/** Scrolls to the bottom and back, so sections that load when seen (the forms) are there too. */
async function revealWholePage(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.evaluate('window.scrollTo(0, 0)'); // a string: the tests compile without the DOM types
}

test.describe('the public site for every visitor', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no serious or critical accessibility violation (axe)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await revealWholePage(page);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }

  test('pages the server sends drawn are taken over by the app without a mismatch, and work', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/', '/services', '/projects', '/contact', '/get-quote', '/sitemap']) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path} arrives with its heading`).toMatch(/<div id="root">.*<h1[^>]*>[^<]+/s);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      expect(errors, `${path} hydrates cleanly`).toEqual([]);
    }
    // Hydrated, not just drawn: the menu opens.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  });

  test('a visitor who scrolls a drawn page before its code has run stays where they scrolled to', async ({ page }) => {
    // The code is held back until the visitor has scrolled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // On a phone, where the menu toggle shows when the page has been taken over.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/services', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const scrollY = () => page.evaluate<number>('window.scrollY');
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollY).toBeGreaterThan(200);
    const scrolledTo = await scrollY();

    release();
    // Taken over: the menu toggle works, and the navbar knows the page has scrolled.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    await expect(page.getByTestId('navbar')).toHaveClass(/navbar--solid/);
    expect(await scrollY()).toBe(scrolledTo);
  });

  test('a visitor goes from home to a service, to a project, and asks for a quote', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Dedicated Project Manager');
    const firstService = page.locator('.service-grid article').first();
    const serviceName = (await firstService.getByRole('heading').textContent()) ?? '';
    await firstService.getByRole('link', { name: /Read More/ }).click();
    await expect(page).toHaveURL(/\/services\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: serviceName })).toBeVisible();
    await expect(page).toHaveTitle(`${serviceName} | Brightline Software`);

    await nav.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible();
    const firstProject = page.locator('.project-grid article').first();
    const projectTitle = (await firstProject.getByRole('heading').textContent()) ?? '';
    await firstProject.getByRole('link', { name: /Read More/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: projectTitle })).toBeVisible();

    await nav.getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Quote request' });
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Please select at least one service.')).toBeVisible();

    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@navy.example');
    await form.getByLabel('Phone Number').fill('+1 555 010 9999');
    await form.getByLabel('Company (Optional)').fill('Harbour Logistics');
    await expect(form.getByLabel('$10,000 - $25,000')).toBeChecked(); // the default budget
    await form.getByLabel('$25,000 - $50,000').check();
    await form.getByLabel('Web Development').check();
    await form.getByLabel('Mobile App Development').check();
    await form.getByLabel('Project Details').fill('A customer portal and a driver app for our delivery fleet.');
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();

    await expectToast(page, 'Quote request submitted', "We'll contact you shortly to discuss your project.");
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('$10,000 - $25,000')).toBeChecked();
    await expect(form.getByLabel('Web Development')).not.toBeChecked();
  });

  test('the contact page takes a message and thanks the visitor', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('Mon-Fri 9:00 AM-6:00 PM')).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').fill('A question about training');
    await form.getByLabel('Message').fill('Short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();
    await form.getByLabel('Message').fill('Do you run the cloud course on site in Boston?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message!')).toBeVisible();
  });

  test('the footer signs a reader up for the newsletter, and the sitemap link works', async ({ page }) => {
    await page.goto('/projects');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Email address').fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
    await footer.getByLabel('Email address').fill('reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();

    await footer.getByRole('link', { name: 'Sitemap' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a Quote' }).last()).toHaveAttribute('href', '/get-quote');
  });

  test('the testimonials carousel moves with its arrows and with the keyboard', async ({ page }) => {
    await page.goto('/services');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const shown = carousel.locator('[aria-roledescription="slide"]:visible');
    await expect(shown).toHaveAttribute('aria-label', '1 of 4');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(shown).toHaveAttribute('aria-label', '2 of 4');
    await carousel.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('aria-label', '4 of 4'); // wraps around
    await carousel.getByRole('button', { name: 'Previous testimonial' }).focus();
    await page.keyboard.press('Enter');
    await expect(shown).toHaveAttribute('aria-label', '3 of 4');
  });

  test('public pages download no antd', async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    for (const path of ['/', '/services', '/get-quote', '/contact']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await revealWholePage(page);
    }
    // antd's CSS-in-JS engine writes this attribute on every style it inserts.
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((body) => body.includes('data-css-hash'))).toEqual([]);
  });
});

test.describe('the public site on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu opens from the toggle, lists every page, and closes once one is chosen', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Services', 'Projects', 'About', 'Contact', 'Get a Quote']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('navbar')).toHaveClass(/navbar--solid/);
    await menu.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the quote form fits the screen, with no sideways scrolling', async ({ page }) => {
    await page.goto('/get-quote');
    const form = page.getByRole('form', { name: 'Quote request' });
    await expect(form).toBeVisible();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
