import { expect, test, type Page, type Response } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../packages/shared/src/routes';
import { signIn } from './helpers';

/** Every public address (a real record for `:id`, the about page for `:slug`) and a missing one. */
const PUBLIC_PAGES = [
  ...Object.values(PUBLIC_ROUTES).map(({ path }) => path.replace(':id', '1').replace(':slug', 'about')),
  '/no-such-page',
];

/** The main back-office pages and what shows once each has drawn its data. */
const ADMIN_PAGES: [string, string][] = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/projects', 'Projects Management'],
  ['/admin/projects/new', 'Add New Project'],
  ['/admin/services', 'Services Management'],
  ['/admin/website', 'Website Content'],
  ['/admin/inbox', 'Inbox'],
];

/**
 * Records what the policy blocks on a page, from the document's first moment (an init script runs
 * before the page's own): each `securitypolicyviolation` event, and the console errors that name the
 * policy. Read with `violations()`.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(
    `window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + location.pathname);
    });`,
  );
  return async () => [...messages, ...(await page.evaluate<string[]>('window.__violations'))];
}

/** The policy a page came with: present, and strict about scripts. */
function expectStrictPolicy(response: Response | null): void {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src '));
  expect(scripts, `${response?.url()} has a script policy`).toBeTruthy();
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy).toContain("frame-ancestors 'none'");
}

test.describe('the Content-Security-Policy', () => {
  test('every public page loads, runs its code and draws its data with nothing blocked', async ({ page }) => {
    const violations = await watchPolicy(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of PUBLIC_PAGES) {
      expectStrictPolicy(await page.goto(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      // Down to the footer and back, so the parts that load when seen (the forms) are there too.
      if (await page.getByRole('contentinfo').count()) {
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      }
      expect(await violations(), path).toEqual([]);
      expect(errors, path).toEqual([]);
    }
  });

  test('a drawn page is taken over by its code: the loader ran under the policy', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.setViewportSize({ width: 375, height: 812 });
    expectStrictPolicy(await page.goto('/'));
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the sign-in page and the back office work with nothing blocked (antd styles included)', async ({ page }) => {
    const violations = await watchPolicy(page);
    await signIn(page);
    for (const [path, title] of ADMIN_PAGES) {
      expectStrictPolicy(await page.goto(path));
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      expect(await violations(), path).toEqual([]);
    }
    // A list drew its rows, styled by antd's runtime styles.
    await page.goto('/admin/projects');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await page.locator('style').count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('an inline script slipped into a page does not run, and the browser reports it', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(`{
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    }`);
    await expect
      .poll(violations)
      .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src(-elem)? blocked inline at \/contact$/)]));
    expect(await page.evaluate('window.__injected')).toBeUndefined();
  });
});
