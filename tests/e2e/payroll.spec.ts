import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectToast, signIn } from './helpers';

const DAVID = { email: 'david.okafor@brightline.example', password: 'David#2026' };

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = monthOf(new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1));

/**
 * A month of the 2010s no other run has used: a record is one per employee and month, and a
 * retried run must not find the last attempt's record in its way.
 */
function freshMonth(): string {
  const seconds = Math.floor(Date.now() / 1000);
  return `${2010 + (Math.floor(seconds / 12) % 10)}-${pad(1 + (seconds % 12))}`;
}

/** The file a download saved starts as a PDF does. */
async function expectPdf(download: Download): Promise<void> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
}

async function downloadBy(page: Page, button: string): Promise<Download> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return started;
}

test.describe('payroll', () => {
  test('an admin creates a payroll, pays it, opens its detail and downloads its payslip', async ({ page }) => {
    const month = freshMonth();
    await signIn(page);
    await page.goto('/admin/payroll');
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll Management' })).toBeVisible();

    // The list opens on the current month: the seed's Pending records of it.
    await expect(page.getByLabel('Filter by month')).toHaveValue(THIS_MONTH);
    await expect(page.getByRole('button', { name: `Process Payment: David Okafor, ${THIS_MONTH}` })).toBeVisible();

    // Create: Sofia's salary fills the basic salary; text that is no number counts as 0.
    await page.getByRole('tab', { name: 'Create Payroll' }).click();
    const form = page.getByRole('form', { name: 'Payroll' });
    await form.getByRole('button', { name: 'Create Payroll' }).click();
    await expect(page.getByText('Employee is required')).toBeVisible();
    await page.getByRole('combobox', { name: 'Employee' }).fill('Sofia');
    await page.locator('.ant-select-dropdown:visible').getByText('Sofia Martins (Software Engineer)').click();
    await expect(page.getByLabel('Basic Salary')).toHaveValue('6175.50');
    const monthBox = form.getByLabel('Month', { exact: true });
    await monthBox.click();
    await monthBox.fill(month);
    await monthBox.press('Enter');
    await page.getByLabel('Allowances').fill('200');
    await page.getByLabel('Deductions').fill('980.25');
    await page.getByLabel('Bonus').fill('n/a');
    await expect(page.getByText('Not a number: counts as 0.')).toBeVisible();
    await expect(page.getByText('Net Salary: $5,395.25')).toBeVisible();
    await form.getByRole('button', { name: 'Create Payroll' }).click();
    await expectToast(page, 'Payroll created');
    // The form starts afresh.
    await expect(page.getByLabel('Basic Salary')).toHaveValue('0');

    // Pay it from the list of its month.
    await page.goto(`/admin/payroll?month=${month}`);
    const row = page.getByRole('row', { name: /Sofia Martins/ });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('$5,395.25');
    await page.getByRole('button', { name: `Process Payment: Sofia Martins, ${month}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Process Payment' });
    await expect(dialog.getByText('Bank Transfer')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('Check', { exact: true }).click();
    await dialog.getByLabel('Notes').fill('Cheque handed over on the 24th');
    await dialog.getByRole('button', { name: 'Process Payment' }).click();
    await expectToast(page, 'Payment processed');
    await expect(row).toContainText('Paid');
    await expect(page.getByRole('button', { name: `Process Payment: Sofia Martins, ${month}` })).toHaveCount(0);

    // Its detail page.
    await page.getByRole('button', { name: `View Details: Sofia Martins, ${month}` }).click();
    await expect(page).toHaveURL(/\/admin\/payrolls\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll Details' })).toBeVisible();
    await expect(page.getByText('sofia.martins@brightline.example')).toBeVisible();
    await expect(page.getByText('Check', { exact: true })).toBeVisible();
    await expect(page.getByText('-$980.25')).toBeVisible();
    await expect(page.getByText('Cheque handed over on the 24th')).toBeVisible();
    await expect(page.getByRole('button', { name: /Process Payment/ })).toHaveCount(0);

    // The payslip is a real PDF, fetched with the admin's session.
    await expectPdf(await downloadBy(page, 'Generate Payslip'));
    await expectToast(page, 'Payslip generated');

    await page.getByRole('button', { name: 'Back to Payroll' }).click();
    await expect(page).toHaveURL(/\/admin\/payroll$/);
  });

  test('an unknown record says Payroll Not Found', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/payrolls/999999');
    await expect(page.getByText('Payroll Not Found')).toBeVisible();
    await page.getByRole('button', { name: 'Return to Payroll' }).click();
    await expect(page).toHaveURL(/\/admin\/payroll$/);
  });

  test('My Payroll shows David only his own records, with their details and payslip', async ({ page }) => {
    await signIn(page, DAVID);
    await page.goto('/admin/my-payroll');
    await expect(page.getByRole('heading', { level: 1, name: 'My Payroll' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'David Okafor' })).toBeVisible();
    await expect(page.getByText('Senior Software Engineer')).toBeVisible();

    // This month first; then every month of his: the seed's two, and no one else's.
    await expect(page.getByLabel('Filter by month')).toHaveValue(THIS_MONTH);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await page.getByLabel('Filter by month').hover();
    await page.locator('.payroll-month-filter .ant-picker-clear').click();
    await expect(page).toHaveURL(/month=all/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(THIS_MONTH);
    await expect(rows.nth(1)).toContainText(LAST_MONTH);

    // Last month is Paid: its payment and its payslip.
    await page.getByRole('button', { name: `View Details: ${LAST_MONTH}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Bank Transfer')).toBeVisible();
    await expect(dialog.getByText('Payment Date')).toBeVisible();
    await expectPdf(await downloadBy(page, 'Download Payslip'));

    // The admin pages stay closed to him.
    await page.goto('/admin/payroll');
    await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
  });
});
