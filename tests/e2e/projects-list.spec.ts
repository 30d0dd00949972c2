import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ADMIN, deleteProjectsMatching, signIn } from './helpers';

const PREFIX = 'Listkit';
/** 12 projects plus one whose title a spreadsheet would run as a formula: two pages of 10. */
const TITLES = [
  ...Array.from({ length: 12 }, (_, index) => `${PREFIX} ${String.fromCharCode(77 - index)} Portal`),
  `=${PREFIX} HYPERLINK("http://evil.example")`,
];

async function createProjects(request: APIRequestContext): Promise<void> {
  const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: Record<string, { token?: string }>; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const { login } = await post(
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    ADMIN,
  );
  for (const [index, title] of TITLES.entries()) {
    await post(
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }',
      {
        input: {
          title,
          client: 'Listkit Client',
          category: 'Custom Software',
          date: `2021-01-${String(index + 1).padStart(2, '0')}`,
          description: 'Made by the list kit browser test.',
        },
      },
      login!.token,
    );
  }
}

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const firstTitles = async (page: Page) =>
  (await bodyRows(page).locator('td:first-child').allTextContents()).slice(0, 3);

test.describe('the projects admin list', () => {
  test.beforeAll(async ({ request }) => {
    await deleteProjectsMatching(request, PREFIX);
    await createProjects(request);
  });
  test.afterAll(async ({ request }) => deleteProjectsMatching(request, PREFIX));

  test('keeps its search, sort and page in the address through a reload and back', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/projects');
    await page.getByLabel('Search projects').fill(PREFIX);
    await expect(page).toHaveURL(/search=Listkit/);
    await expect(page.getByText('13 projects')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);

    // Sort by name, A to Z: the formula title ('=' sorts first), then the portals from B.
    await page.getByRole('columnheader', { name: /Project Name/ }).click();
    await expect(page).toHaveURL(/sort=TITLE&dir=ASC/);
    await expect.poll(() => firstTitles(page)).toEqual([TITLES[12], `${PREFIX} B Portal`, `${PREFIX} C Portal`]);

    await page.getByRole('listitem', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(bodyRows(page).first()).toContainText(`${PREFIX} K Portal`);

    await page.reload();
    await expect(page.getByLabel('Search projects')).toHaveValue(PREFIX);
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(bodyRows(page).first()).toContainText(`${PREFIX} K Portal`);
    await expect(page.getByRole('columnheader', { name: /Project Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByLabel('Search projects')).toHaveValue(PREFIX);
  });

  test('exports the filtered, sorted list as a CSV with formulas escaped', async ({ page }) => {
    await signIn(page);
    await page.goto(`/admin/projects?search=${PREFIX}&sort=TITLE&dir=DESC`);
    await expect(bodyRows(page)).toHaveCount(10);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header!.slice(0, 3)).toEqual(['ID', 'Project Name', 'Client']);
    const titles = rows.map((row) => row[1]);
    expect(titles).toHaveLength(TITLES.length);
    expect(titles[0]).toBe(`${PREFIX} M Portal`);
    // The formula title is text: a leading quote keeps a spreadsheet from running it.
    expect(titles[titles.length - 1]).toBe(`'${TITLES[12]}`);
  });

  test('keeps the name and the row actions in view on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await page.goto(`/admin/projects?search=${PREFIX}&sort=TITLE&dir=DESC`);
    const title = `${PREFIX} M Portal`;
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByText(title)).toBeInViewport();
    const remove = row.getByRole('button', { name: `Delete ${title}` });
    await expect(remove).toBeInViewport();
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
