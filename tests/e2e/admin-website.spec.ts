import { WEBSITE_CONTENT_MESSAGES } from '@site/shared';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, expectToast, signIn } from './helpers';

type GraphQLBody<T> = { data?: T; errors?: { message: string }[] };

async function call<T>(request: APIRequestContext, query: string, variables = {}, token?: string): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as GraphQLBody<T>;
  if (!body.data) throw new Error(body.errors?.map((e) => e.message).join('; ') ?? 'no data');
  return body.data;
}

const HOMEPAGE = 'query { siteContent { heroTitle heroSubtitle heroImageUrl homepageVersion } }';
type Homepage = { heroTitle: string; heroSubtitle: string; heroImageUrl: string | null; homepageVersion: number };

/** Puts the hero back as it was: the other browser tests read the seeded texts. */
async function restoreHomepage(request: APIRequestContext, original: Omit<Homepage, 'homepageVersion'>) {
  const { login } = await call<{ login: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    ADMIN,
  );
  const { siteContent } = await call<{ siteContent: Homepage }>(request, HOMEPAGE);
  await call(
    request,
    'mutation ($input: HomepageContentInput!) { updateHomepageContent(input: $input) { homepageVersion } }',
    { input: { ...original, version: siteContent.homepageVersion } },
    login.token,
  );
}

test.describe('the website content screen', () => {
  let original: Omit<Homepage, 'homepageVersion'>;

  test.beforeEach(async ({ request }) => {
    const { homepageVersion: _version, ...texts } = (await call<{ siteContent: Homepage }>(request, HOMEPAGE))
      .siteContent;
    original = texts;
  });
  test.afterEach(async ({ request }) => restoreHomepage(request, original));

  test('an admin edits the hero title, sees the toast, and / shows it after a reload and in its HTML', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/website');
    const heroTitle = `Software that ships, tested ${Date.now()}`;
    const field = page.getByLabel('Hero Title');
    await field.fill(heroTitle);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Homepage content updated', 'Your changes have been saved successfully.');

    await page.goto('/');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(heroTitle);
  });

  test('an invalid hero image URL is a field error under Hero Image URL, and nothing is saved', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.goto('/admin/website');
    await page.getByLabel('Hero Image URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(WEBSITE_CONTENT_MESSAGES.heroImageUrl)).toBeVisible();
    await expect(page.getByLabel('Hero Image URL')).toHaveAttribute('aria-invalid', 'true');
    const { siteContent } = await call<{ siteContent: Homepage }>(request, HOMEPAGE);
    expect(siteContent.heroImageUrl).toBe(original.heroImageUrl);
  });

  test('the tab is kept in the address', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/website');
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/admin\/website\?tab=about$/);
    await page.reload();
    await expect(page.getByLabel('About Title')).toBeVisible();
  });
});

test('a content page is added, shows at /pages/<slug>, and is deleted', async ({ page }) => {
  const slug = `e2e-page-${Date.now()}`;
  const title = `Browser Test Page ${Date.now()}`;
  await signIn(page);
  await page.goto('/admin/website?tab=pages');
  await page.getByRole('button', { name: 'Add Page' }).click();
  await expect(page).toHaveURL(/\/admin\/website\/pages\/new$/);
  await expect(page.getByRole('heading', { name: 'Add New Page' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Address').fill(slug);
  await page.getByLabel('Summary').fill('A page the browser test adds and deletes.');
  await page.getByLabel('Page Text').fill('## What it is\n\nA first paragraph.\n\nA second one.');
  await page.getByRole('button', { name: 'Add Page' }).click();
  await expectToast(page, 'Page created');
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

  await page.goto(`/pages/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What it is' })).toBeVisible();

  await page.goto('/admin/website?tab=pages');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Are you sure you want to delete this page?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Page deleted');
  await expect(page.getByRole('cell', { name: title, exact: true })).toHaveCount(0);
  expect((await page.request.get(`/pages/${slug}`)).status()).toBe(404);
});

test('at 375 px the screen needs no sideways scroll and keeps each page’s actions in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  for (const tab of ['homepage', 'pages']) {
    await page.goto(`/admin/website?tab=${tab}`);
    await expect(page.getByRole('tab', { name: 'Pages' })).toBeVisible();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'))).toBeLessThanOrEqual(
      0,
    );
  }
  const edit = page.getByRole('link', { name: 'Edit About Us' });
  await expect(edit).toBeInViewport();
});
