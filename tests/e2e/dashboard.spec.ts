import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockingViolations, deleteProjectsMatching, expectToast, signIn } from './helpers';

const PREFIX = 'Dashboard Tally';

/** A dashboard part, found by its heading. */
const part = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The figure a card shows, once it has loaded. */
async function figure(card: Locator): Promise<number> {
  const value = card.locator('.count-card__value:not(.count-card__value--loading)');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

test.describe('the dashboard', () => {
  test.afterEach(async ({ request }) => deleteProjectsMatching(request, PREFIX));

  test('counts a project the admin adds, and shows its creation in Recent Activities with a working link', async ({
    page,
  }) => {
    const title = `${PREFIX} ${Date.now()}`;
    await signIn(page);
    await page.goto('/admin/dashboard');
    const before = await figure(part(page, 'Total Projects'));

    await page.goto('/admin/projects/new');
    await page.getByLabel('Project Title').fill(title);
    await page.getByLabel('Client').fill('Northwind Freight');
    await page.getByLabel('Category').fill('Custom Software');
    await page.getByLabel('Description').fill('Counted on the dashboard the moment it is saved.');
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expectToast(page, 'Project created');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect.poll(() => figure(part(page, 'Total Projects'))).toBe(before + 1);
    const created = part(page, 'Recent Activities').getByRole('link', {
      name: `Alex Morgan created Project '${title}'`,
    });
    await expect(created).toBeVisible();
    await created.click();
    await expect(page).toHaveURL(/\/admin\/projects\/edit\/\d+$/);
    await expect(page.getByLabel('Project Title')).toHaveValue(title);
  });

  test('shows an edit made on another page (a service) in Recent Activities', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/services');
    const firstEdit = page.getByRole('button', { name: /^Edit / }).first();
    const name = ((await firstEdit.getAttribute('aria-label')) ?? (await firstEdit.textContent()) ?? '').replace(
      /^Edit /,
      '',
    );
    await firstEdit.click();
    await expect(page.getByRole('heading', { name: 'Edit Service' })).toBeVisible();
    const description = page.getByLabel('Description');
    const original = await description.inputValue();
    await description.fill(`${original} Now with dashboards.`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Service updated');

    await page.goto('/admin/dashboard');
    const recent = part(page, 'Recent Activities');
    const entry = recent.getByRole('link', { name: `Alex Morgan updated Service '${name}'` }).first();
    await expect(entry).toBeVisible();
    await expect(recent.getByText('just now').first()).toBeVisible();

    // Leave the seed as it was.
    await entry.click();
    await page.getByLabel('Description').fill(original);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Service updated');
  });

  test('the Activity page filters by record type and opens an entry to its field diff', async ({ page }) => {
    const title = `${PREFIX} ${Date.now()}`;
    await signIn(page);
    await page.goto('/admin/projects/new');
    await page.getByLabel('Project Title').fill(title);
    await page.getByLabel('Client').fill('Contoso');
    await page.getByLabel('Category').fill('Consulting');
    await page.getByLabel('Description').fill('A record for the Activity page to find.');
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expectToast(page, 'Project created');

    await page.goto('/admin/dashboard');
    await part(page, 'Recent Activities').getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Filter by record type' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Project', { exact: true }).click();
    await expect(page).toHaveURL(/entity=Project/);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: /Project '/ })).toHaveCount(0);

    const row = rows.filter({ hasText: `Alex Morgan created Project '${title}'` });
    await row.getByRole('button', { name: /expand/i }).click();
    const diff = page.getByRole('table', { name: `Changes: Alex Morgan created Project '${title}'` });
    await expect(diff).toBeVisible();
    await expect(diff.getByRole('row').filter({ hasText: 'Title' })).toContainText(title);
  });

  test("a project's History tab lists its own entries", async ({ page }) => {
    const title = `${PREFIX} ${Date.now()}`;
    await signIn(page);
    await page.goto('/admin/projects/new');
    await page.getByLabel('Project Title').fill(title);
    await page.getByLabel('Client').fill('Fabrikam');
    await page.getByLabel('Category').fill('Web Development');
    await page.getByLabel('Description').fill('A project whose history is read back.');
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expectToast(page, 'Project created');

    await page.getByLabel('Search projects').fill(title);
    // The search has narrowed the list (a click before that could land on a row about to redraw).
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByLabel('Project Title')).toHaveValue(title);
    await page.getByLabel('Client').fill('Fabrikam Ltd');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Project updated');

    await page.getByLabel('Search projects').fill(title);
    // The search has narrowed the list (a click before that could land on a row about to redraw).
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByLabel('Project Title')).toHaveValue(title);
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    await expect(history.getByText(`Alex Morgan updated Project '${title}'`)).toBeVisible();
    await expect(history.getByText(`Alex Morgan created Project '${title}'`)).toBeVisible();
    await expect(history.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  });

  test('downloads the chart code on the dashboard, never on a public page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.filter((s) => /ChartCanvas|chart/i.test(s))).toEqual([]);
    await signIn(page);
    await page.goto('/admin/dashboard');
    await expect(part(page, 'Projects by Status').locator('canvas')).toBeVisible();
    expect(scripts.some((s) => s.includes('ChartCanvas'))).toBe(true);
  });
});

test.describe('the dashboard and Activity, for every viewer', () => {
  for (const path of ['/admin/dashboard', '/admin/activity']) {
    test(`${path} has no serious or critical accessibility violation (axe, WCAG 2.1 AA)`, async ({ page }) => {
      await signIn(page);
      await page.goto(path);
      await expect(page.locator('[role="status"]:has-text("Loading")')).toHaveCount(0);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row, .recent-activities__item').first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test(`${path} fits 375 px: nothing needed is off screen`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await signIn(page);
      await page.goto(path);
      await expect(page.locator('[role="status"]:has-text("Loading")')).toHaveCount(0);
      // The page itself never scrolls sideways (a table may, inside its own box).
      const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
      expect(overflow).toBeLessThanOrEqual(0);
      const needed =
        path === '/admin/dashboard'
          ? [
              part(page, 'Total Projects'),
              part(page, 'Services'),
              part(page, 'Recent Activities').getByRole('link', { name: 'View all' }),
              part(page, 'Quick Actions').getByRole('link').first(),
              part(page, 'Needs Attention').getByRole('link').first(),
            ]
          : [
              page.getByRole('combobox', { name: 'Filter by user' }),
              page.getByRole('button', { name: /Export CSV/ }),
              page.locator('.ant-table-tbody tr.ant-table-row .audit-entry__sentence').first(),
            ];
      for (const locator of needed) {
        await locator.scrollIntoViewIfNeeded();
        const box = await locator.boundingBox();
        expect(box, `${String(locator)} is on screen`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      await context.close();
    });
  }
});
