import { expect, test, type Page } from '@playwright/test';
import { signIn, STAFF } from './helpers';

const ADMIN_ONLY = [
  { address: '/admin/employees', title: 'Employee Management' },
  { address: '/admin/payroll', title: 'Payroll Management' },
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const menuLinks = (page: Page) => sidebar(page).getByRole('menu').getByRole('link');

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
}

test.describe('the back-office shell', () => {
  test('shows an admin every section, Employees and Payroll among them, each under its own title', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sidebar(page).getByText('General', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText('HR Management', { exact: true })).toBeVisible();
    await expect(menuLinks(page)).toHaveText([
      'Dashboard',
      'Activity',
      'Website Content',
      'Projects',
      'Employees',
      'Services',
      'Quote Management',
      'Inbox',
      'Request Leave',
      'Leave Approvals',
      'Payroll',
      'My Payroll',
      'API Keys',
    ]);

    await sidebar(page).getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL(/\/admin\/employees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Management' })).toBeVisible();
    await expect(page.getByLabel('Search employees')).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Payroll', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll Management' })).toBeVisible();
    await expect(sidebar(page).locator('.ant-menu-item-selected')).toHaveText('Payroll');

    // An unknown back-office path keeps the sidebar around the 404.
    await page.goto('/admin/no-such-section');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
  });

  test('shows staff neither Employees, Payroll nor Leave Approvals, but My Payroll, and keeps them out of Payroll', async ({
    page,
  }) => {
    await signIn(page, STAFF);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('#admin-navigation').getByText('Staff', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'My Payroll' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Leave Approvals' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Employees' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Payroll', exact: true })).toHaveCount(0);

    await sidebar(page).getByRole('link', { name: 'My Payroll' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Payroll' })).toBeVisible();

    // An admin-only page says Access Denied inside the back office, under its own title.
    for (const { address, title } of ADMIN_ONLY) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect(sidebar(page)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  for (const [who, account] of [
    ['a manager (Emily Chen)', { email: 'emily.chen@brightline.example', password: 'Emily#2026' }],
    ['HR (Priya Nair)', { email: 'priya.nair@brightline.example', password: 'Priya#2026' }],
  ] as const) {
    test(`opens Leave Approvals to ${who}, as the API says what they are`, async ({ page }) => {
      await signIn(page, account);
      await page.goto('/admin/dashboard');
      await sidebar(page).getByRole('link', { name: 'Leave Approvals' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Leave Approvals' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toHaveCount(0);
      // Still after a reload, when the session is restored from the refresh cookie.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Leave Approvals' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toHaveCount(0);
      await expect(sidebar(page).getByRole('link', { name: 'Employees' })).toHaveCount(0);
    });
  }

  test('collapses to an icon rail with Ctrl+B, and stays collapsed after a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/projects');
    const rail = page.locator('#admin-navigation');
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect((await rail.boundingBox())?.width).toBe(256);

    await page.keyboard.press('Control+b');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(48);
    const cookie = await sidebarCookie(page);
    expect(cookie).toMatchObject({ value: 'false', path: '/', sameSite: 'Lax' });
    // Kept for seven days.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 60);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(604800);

    // Icons only: a label shows as a tooltip.
    await sidebar(page).getByRole('menuitem').filter({ hasText: 'Quote Management' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Quote Management' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect((await rail.boundingBox())?.width).toBe(48);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    expect((await sidebarCookie(page))?.value).toBe('true');
  });
});

test.describe('the back-office shell on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens the menu as a drawer from the header, and closes it once a section is chosen', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Back office menu' });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(288);
    await expect(drawer.getByRole('button', { name: 'Log Out' })).toBeVisible();

    await drawer.getByRole('link', { name: 'Quote Management' }).click();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Management' })).toBeVisible();
    await expect(drawer).toBeHidden();

    // Escape closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
