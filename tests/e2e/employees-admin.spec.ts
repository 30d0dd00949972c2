import { expect, test, type Page } from '@playwright/test';
import { expectToast, linkInMail, newestMail, signIn, STAFF } from './helpers';

const HISTORY =
  'This employee has payroll or leave history and cannot be deleted. Set their status to Terminated instead.';

const search = async (page: Page, text: string) => {
  await page.getByLabel('Search employees').fill(text);
  await expect(page.getByRole('row')).toHaveCount(2);
  return page.getByRole('row', { name: new RegExp(text) });
};

test.describe('an admin managing employees', () => {
  test('adds one with a manager, finds, changes and edits them, invites them, and they sign in', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const name = `Margaret Hamilton ${stamp}`;
    const email = `margaret.${stamp}@brightline.example`;
    await signIn(page);
    await page.goto('/admin/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Management' })).toBeVisible();

    // Add: the form first refuses what is missing.
    await page.getByRole('button', { name: 'Add Employee' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Employee' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Employee' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Position').fill('Flight Software Engineer');
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('Engineering', { exact: true }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+1 617 555 0199');
    await page.getByRole('combobox', { name: 'Manager' }).fill('Emily');
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText(/Emily Chen/)
      .click();
    await page.getByLabel('Monthly Salary').fill('8100.50');
    await page.getByLabel('Bio / Skills').fill('On-board flight software; priority scheduling.');
    await page.getByRole('button', { name: 'Add Employee' }).click();
    await expectToast(page, 'Employee added', 'The new employee has been successfully added.');
    await expect(page).toHaveURL(/\/admin\/employees$/);

    // Find them, then change the status inline.
    const row = await search(page, name);
    await expect(row).toContainText('Flight Software Engineer');
    await expect(row).toContainText(email);
    await row.getByLabel(`Status of ${name}`).click();
    await page.locator('.ant-select-dropdown:visible').getByText('On Leave', { exact: true }).click();
    await expectToast(page, 'Status updated', 'Employee status changed to On Leave.');

    // Edit: the manager is kept, the position changes.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Employee' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(name);
    await expect(page.getByText(/Emily Chen/)).toBeVisible();
    await page.getByLabel('Position').fill('Lead Flight Software Engineer');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Employee updated');
    await expect(page).toHaveURL(/\/admin\/employees$/);
    await expect(await search(page, name)).toContainText('Lead Flight Software Engineer');

    // Invite them to sign in from their page.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('button', { name: 'Invite to sign in' }).click();
    await expectToast(page, 'Invitation sent');
    await expect(page.getByRole('button', { name: /Resend invitation/ })).toBeVisible();

    // The invited person opens the mailed link in their own browser, chooses a password, signs in.
    const mail = await newestMail(email, 'invitation');
    const link = new URL(linkInMail(mail));
    const theirs = await browser.newContext();
    const them = await theirs.newPage();
    await them.goto(`${link.pathname}${link.search}`);
    await expect(them.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible();
    const password = 'Apollo-Guidance-Computer-11';
    await them.getByLabel('New Password').fill(password);
    await them.getByLabel('Confirm Password').fill(password);
    await them.getByRole('button', { name: 'Set Password' }).click();
    await expectToast(them, 'Password set');
    await expect(them).toHaveURL(/\/login$/);
    await signIn(them, { email, password });
    await them.goto('/admin/dashboard');
    await expect(them.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(them.locator('#admin-navigation').getByText(name)).toBeVisible();
    await theirs.close();

    // Now they can sign in: no invitation is offered any more.
    await page.reload();
    await expect(page.getByRole('button', { name: /Invite to sign in|Resend invitation/ })).toHaveCount(0);

    // Without history they can be deleted.
    await page.goto('/admin/employees');
    await search(page, name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('Are you sure you want to delete this employee?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Employee deleted', 'The employee has been successfully removed.');
  });

  test('is refused deleting an employee with leave and payroll history, and told to set Terminated', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/employees');
    const row = await search(page, 'David Okafor');
    await page.getByRole('button', { name: 'Delete David Okafor' }).click();
    await expect(page.getByText('Are you sure you want to delete this employee?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Failed to delete employee', HISTORY);
    await expect(row).toBeVisible();
  });
});

test('staff are refused the employees page', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/admin/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Management' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
