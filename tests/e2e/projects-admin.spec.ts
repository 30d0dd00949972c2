import { expect, test } from '@playwright/test';
import { deleteProjectsMatching, expectToast, signIn } from './helpers';

const PREFIX = 'Warehouse Robotics';

test.describe('an admin managing projects', () => {
  test.afterEach(async ({ request }) => deleteProjectsMatching(request, PREFIX));

  test('is sent to the login page when signed out, and comes back after signing in', async ({ page }) => {
    await page.goto('/admin/projects');
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Please log in to access this page');
    await page.getByLabel('Email').fill('staff@brightline.example');
    await page.getByLabel('Password').fill('Staff#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/projects$/);
    await expect(page.getByRole('heading', { name: 'Projects Management' })).toBeVisible();
  });

  test('sees a clear message for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@brightline.example');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('creates, updates inline, features, edits and deletes a project', async ({ page }) => {
    const title = `${PREFIX} ${Date.now()}`;
    await signIn(page);
    await page.goto('/admin/projects');
    await expect(page.getByRole('heading', { name: 'Projects Management' })).toBeVisible();
    await expect(page.getByText('Manage your business operations efficiently')).toBeVisible();

    // Create: the form first refuses empty required fields.
    await page.getByRole('button', { name: 'Add New Project' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expect(page.getByText('Project title is required')).toBeVisible();
    await expect(page.getByText('Client is required')).toBeVisible();
    await page.getByLabel('Project Title').fill(title);
    await page.getByLabel('Client').fill('Northwind Freight');
    await page.getByLabel('Category').fill('Custom Software');
    await page.getByLabel('Description').fill('Pick-and-place robots coordinated by a scheduling service.');
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expectToast(page, 'Project created', 'The project has been successfully created.');
    await expect(page).toHaveURL(/\/admin\/projects$/);

    // Find it, then change its status inline.
    await page.getByLabel('Search projects').fill(title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await row.getByLabel(`Status of ${title}`).click();
    await page.locator('.ant-select-dropdown:visible').getByText('In Progress', { exact: true }).click();
    await expectToast(page, 'Project updated');
    await expect(row.locator('.ant-select-content')).toContainText('In Progress');

    // Feature it: it joins the home page's featured grid.
    await row.getByRole('switch', { name: `Feature ${title}` }).click();
    await expect(row.getByRole('switch', { name: `Feature ${title}` })).toBeChecked();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Projects' }).getByText(title)).toBeVisible();

    // Edit it.
    await page.goto('/admin/projects');
    await page.getByLabel('Search projects').fill(title);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
    await expect(page.getByLabel('Project Title')).toHaveValue(title);
    const renamed = `${title} v2`;
    await page.getByLabel('Project Title').fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Project updated');
    await expect(page).toHaveURL(/\/admin\/projects$/);

    // Delete it after confirming.
    await page.getByLabel('Search projects').fill(renamed);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(page.getByText('Are you sure you want to delete this project?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Project deleted', 'The project has been successfully deleted.');
    await expect(page.getByText('No projects found')).toBeVisible();
  });

  test('an unknown project id goes back to the list', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/projects/edit/999999');
    await expect(page).toHaveURL(/\/admin\/projects$/);
  });
});
