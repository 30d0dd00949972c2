import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './helpers';

type GraphQLBody<T> = { data?: T; errors?: { message: string }[] };

interface Homepage {
  heroTitle: string;
  heroSubtitle: string;
  heroImageUrl: string | null;
  homepageVersion: number;
}

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

/** Saves the Homepage tab through the API as the admin, from the version saved now. */
async function saveHomepage(request: APIRequestContext, changes: Partial<Homepage>): Promise<void> {
  const { login } = await call<{ login: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    ADMIN,
  );
  const { siteContent } = await call<{ siteContent: Homepage }>(request, HOMEPAGE);
  const { homepageVersion, ...texts } = siteContent;
  await call(
    request,
    'mutation ($input: HomepageContentInput!) { updateHomepageContent(input: $input) { homepageVersion } }',
    { input: { ...texts, ...changes, version: homepageVersion } },
    login.token,
  );
}

/** React's complaints (a hydration mismatch is reported as an error, not thrown). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('the website texts an admin saves', () => {
  let original: Homepage;

  test.beforeAll(async ({ request }) => {
    original = (await call<{ siteContent: Homepage }>(request, HOMEPAGE)).siteContent;
  });
  test.afterAll(async ({ request }) => {
    const { heroTitle, heroSubtitle, heroImageUrl } = original;
    await saveHomepage(request, { heroTitle, heroSubtitle, heroImageUrl });
  });

  test('an edited hero title shows on / after a reload, in the HTML the server sends too', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: original.heroTitle })).toBeVisible();

    const heroTitle = `Software that moves you & your team <fast> ${Date.now()}`;
    await saveHomepage(request, { heroTitle });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
    // View source: the first response already says it, escaped, and never the old title.
    const source = await (await page.request.get('/')).text();
    const escaped = heroTitle.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(source).toContain(`<h1 class="hero__title">${escaped}</h1>`);
    expect(source).not.toContain(original.heroTitle);
    // Taken over by the app without a mismatch: the menu of the hydrated page works.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a saved hero image shows in place of the logo card, in a fixed box, and hydrates cleanly', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    // Answered here, so the test needs no network: a 1 x 1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.route('https://images.example.com/**', (route) =>
      route.fulfill({ body: png, contentType: 'image/png' }),
    );
    await saveHomepage(request, { heroImageUrl: 'https://images.example.com/hero.png?size=large&v=2' });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const image = page.locator('img.hero__image');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', 'https://images.example.com/hero.png?size=large&v=2');
    const box = await image.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBe(1.33);
    await expect(page.locator('.hero__card')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
