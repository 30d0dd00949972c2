import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, type PublicRouteName } from '../../packages/shared/src/routes';
import { ADMIN, blockingViolations, signIn, STAFF } from './helpers';

/**
 * Every back-office path, read from the web app's route table (the `adminRoutes` list), so a
 * page added there is checked here without a second list to keep.
 */
function routeTable(name: 'adminRoutes' | 'standaloneRoutes'): { path: string; title: string }[] {
  const source = readFileSync(path.join(__dirname, '../../web/src/app/routes.ts'), 'utf8');
  const start = source.indexOf(`export const ${name}`);
  const table = source.slice(start, source.indexOf('];', start));
  // A route is written out (path and title) or spreads a public page's pair from the shared package.
  return [...table.matchAll(/path: '([^']+)',\s*title: '([^']+)'|\.\.\.PAGES\.(\w+)/g)].map((m) =>
    m[3] ? PUBLIC_ROUTES[m[3] as PublicRouteName] : { path: m[1]!, title: m[2]! },
  );
}

/** An existing project's id, for the edit page. */
async function projectId(page: Page): Promise<number> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ projects(limit: 1) { items { id } } }' },
  });
  const body = (await response.json()) as { data: { projects: { items: { id: number }[] } } };
  return body.data.projects.items[0]!.id;
}

/** The address to open for a route: a real record for `:id`, an unknown section for the catch-all. */
function addressOf(route: string, ids: { project: number }): string {
  if (route === '/admin/*') return '/admin/no-such-section';
  if (route.startsWith('/admin/projects/')) return route.replace(':id', String(ids.project));
  // The seed's first payroll record (and, for sections not built yet, any id shows the same page).
  return route.replace(':id', '1');
}

/** Signed in once for the whole file: a refresh cookie is good for one use, so the tests share this page. */
async function adminPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  // A context of its own: axe needs one made by browser.newContext().
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  return page;
}

/** The page has drawn, still signed in: its header title shows and no loader remains. */
async function settled(page: Page, address: string, title: string): Promise<void> {
  await page.goto(address);
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** Nothing pushes the page sideways, and its title and own buttons are on a screen `width` px wide. */
async function expectFits(page: Page, title: string, width: number): Promise<void> {
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow).toBeLessThanOrEqual(0);

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeInViewport({ ratio: 1 });

  // The page's own buttons (outside tables, whose rows are the list kit's to lay out) sit
  // within the screen's width, once scrolled to.
  const buttons = page.locator('main button:visible');
  for (const button of await buttons.all()) {
    if ((await button.locator('xpath=ancestor::table').count()) > 0) continue;
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x, `${await button.innerText()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await button.innerText()} ends on screen`).toBeLessThanOrEqual(width);
  }
}

const ROUTES = routeTable('adminRoutes');
/** The sign-in and password pages, the back office's door. */
const DOOR = routeTable('standaloneRoutes');

test.describe('the back office, for everyone', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let ids: { project: number };

  test.beforeAll(async ({ browser }) => {
    page = await adminPage(browser, { width: 1280, height: 800 });
    ids = { project: await projectId(page) };
  });
  test.afterAll(() => page.context().close());

  test('reads every admin route from the route table', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/admin/dashboard', '/admin/projects/edit/:id', '/admin/*']));
    expect(ROUTES.length).toBeGreaterThanOrEqual(16);
  });

  for (const { path: route, title } of ROUTES) {
    test(`${route} has no serious or critical accessibility violation (axe, WCAG 2.1 AA)`, async () => {
      await settled(page, addressOf(route, ids), title);
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});

test.describe('the sign-in pages, for everyone', () => {
  test('reads them from the route table', () => {
    expect(DOOR.map((r) => r.path)).toEqual(expect.arrayContaining(['/login', '/password/forgot']));
  });

  for (const { path: route } of DOOR) {
    test(`${route} has no serious or critical accessibility violation (axe, WCAG 2.1 AA)`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

test.describe('the back office on a 375 px phone', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let ids: { project: number };

  test.beforeAll(async ({ browser }) => {
    page = await adminPage(browser, { width: 375, height: 812 });
    ids = { project: await projectId(page) };
  });
  test.afterAll(() => page.context().close());

  for (const { path: route, title } of ROUTES) {
    test(`${route} fits the width, with its title and actions in view`, async () => {
      await settled(page, addressOf(route, ids), title);
      await expectFits(page, title, 375);
    });
  }
});

test.describe('Access Denied, for staff on an admin-only page', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`has no serious or critical violation at ${viewport.width} px, and fits the width`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, STAFF);
      await settled(page, '/admin/payroll', 'Payroll Management');
      await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await expectFits(page, 'Payroll Management', viewport.width);
      await context.close();
    });
  }
});
