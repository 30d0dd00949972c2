import { expect, test } from '@playwright/test';
import { ADMIN, expectToast, signIn, STAFF } from './helpers';

test.describe('sessions in the browser', () => {
  test('a reload keeps the user signed in, with no token in storage', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/admin/projects');
    await expect(page.getByRole('heading', { name: 'Projects Management' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Projects Management' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/projects$/);

    // Only the name, role and email are kept for display; the tokens are not readable by scripts.
    const stored = await page.evaluate<string>('JSON.stringify({ ...localStorage, ...sessionStorage })');
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/); // no JWT
    expect(stored).toContain('admin@brightline.example');
    const cookie = (await context.cookies()).find((c) => c.name === 'brightline_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/graphql' });
    expect(await page.evaluate<string>('document.cookie')).not.toContain('brightline_refresh');
  });

  test('logging out ends the session: the toast, /admin/login, and a reload does not bring it back', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Please log in to access this page');
  });

  test('a signed-in user who opens /login goes to their home: admin to the admin dashboard, others to the client dashboard', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page, STAFF);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await page.getByRole('link', { name: 'Open the back office' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });

  test('an unknown back-office or dashboard path asks a signed-out visitor to sign in, then returns there', async ({
    page,
  }) => {
    await page.goto('/dashboard/reports?range=month');
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Please log in to access this page');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reports\?range=month$/);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('forgot password: a neutral answer whatever the address', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill('nobody-here@brightline.example');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/If an account exists for nobody-here@brightline\.example/)).toBeVisible();
  });

  test('staff opening an admin-only page are shown Access Denied in the back office', async ({ page }) => {
    await signIn(page, STAFF);
    await page.goto('/admin/payroll');
    await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/payroll$/);
  });
});
