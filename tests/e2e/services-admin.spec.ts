import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ADMIN, expectToast, signIn } from './helpers';

const PREFIX = 'Quantum Ledger Audits';

/** Removes, through the API, every service whose name or description holds `text`. */
async function deleteServicesMatching(request: APIRequestContext, text: string): Promise<void> {
  const call = async <T>(query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (!body.data) throw new Error(body.errors?.map((e) => e.message).join('; ') ?? 'no data');
    return body.data;
  };
  const { login } = await call<{ login: { token: string } }>(
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    ADMIN,
  );
  const { adminServices } = await call<{ adminServices: { items: { id: number }[] } }>(
    'query ($search: String) { adminServices(search: $search, limit: 100) { items { id } } }',
    { search: text },
    login.token,
  );
  for (const { id } of adminServices.items) {
    await call('mutation ($id: Int!) { deleteService(id: $id) }', { id }, login.token);
  }
}

const search = async (page: Page, text: string) => {
  await page.getByLabel('Search services').fill(text);
  await expect(page.getByRole('row')).toHaveCount(2);
};

test.describe('an admin managing services', () => {
  test.afterEach(async ({ request }) => deleteServicesMatching(request, PREFIX));

  test('adds, features, edits and deletes a service, and the public pages follow', async ({ page }) => {
    const name = `${PREFIX} ${Date.now()}`;
    await signIn(page);
    await page.goto('/admin/services');
    await expect(page.getByRole('heading', { name: 'Services Management' })).toBeVisible();

    // Add: the form first refuses the empty required fields.
    await page.getByRole('button', { name: 'Add New Service' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Service' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByText('Service name is required')).toBeVisible();
    await page.getByLabel('Service Name').fill(name);
    await page.getByLabel('Description').fill('Independent checks of distributed ledgers.');
    await page.getByLabel('Icon Name').click();
    await page.locator('.ant-select-dropdown:visible').getByText('Processor', { exact: true }).click();
    await page.getByRole('button', { name: 'Add bullet point' }).click();
    await page.getByRole('textbox', { name: 'Bullet point 1' }).fill('A written report within two weeks');
    await page.getByRole('button', { name: 'Add Service' }).click();
    await expectToast(page, 'Service created', 'The new service has been successfully added.');
    await expect(page).toHaveURL(/\/admin\/services$/);

    // Feature it from the list: it joins the home page's grid.
    await search(page, name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Processor')).toBeVisible();
    await row.getByRole('button', { name: `Not Featured: ${name}` }).click();
    await expectToast(page, 'Service featured', 'The service will now be featured on the homepage.');
    await expect(row.getByRole('button', { name: `Featured: ${name}` })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/');
    await expect(page.locator('#services').getByRole('heading', { name })).toBeVisible();

    // Edit it.
    await page.goto('/admin/services');
    await search(page, name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Service' })).toBeVisible();
    await expect(page.getByLabel('Service Name')).toHaveValue(name);
    const renamed = `${name} v2`;
    await page.getByLabel('Service Name').fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Service updated', 'The service has been successfully updated.');
    await expect(page).toHaveURL(/\/admin\/services$/);

    // The public Services page shows what was saved.
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByText('A written report within two weeks')).toBeVisible();

    // Delete it after confirming: gone from the public page too.
    await page.goto('/admin/services');
    await search(page, renamed);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(page.getByText('Are you sure you want to delete this service?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Service deleted', 'The service has been successfully removed.');
    await expect(page.getByText('No services found')).toBeVisible();
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Web Development' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
  });

  test('exports the searched list as a CSV', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/services?search=development');
    await expect(page.getByRole('row', { name: /Web Development/ })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^services-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parse(await readFile(await download.path(), 'utf8'), { bom: true }) as string[][];
    expect(header).toEqual(['Service Name', 'Description', 'Icon', 'Featured', 'Bullet Points']);
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(['Web Development', 'Mobile App Development']));
    expect(rows.every((row) => /development/i.test(`${row[0]} ${row[1]}`))).toBe(true);
  });

  test('an unknown service id goes back to the list', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/services/edit/987654');
    await expect(page).toHaveURL(/\/admin\/services$/);
  });

  test('keeps the name and the row actions in view on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await page.goto('/admin/services?search=Web%20Development');
    const row = page.getByRole('row', { name: /Web Development/ }).first();
    await expect(row.getByText('Web Development', { exact: true })).toBeInViewport();
    const remove = row.getByRole('button', { name: 'Delete Web Development' });
    await expect(remove).toBeInViewport();
    expect(((await remove.boundingBox())!.x ?? 0) + (await remove.boundingBox())!.width).toBeLessThanOrEqual(375);
  });
});
