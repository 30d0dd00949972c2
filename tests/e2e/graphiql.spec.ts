import { expect, test } from '@playwright/test';

/*
 * GraphiQL at /graphql (the browser tests run the app with NODE_ENV=test): the built bundle, all
 * from our origin, runs a query under a Content-Security-Policy without 'unsafe-inline' or
 * 'unsafe-eval' for scripts, set here on the page's answer as the server's own policy would be.
 */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
].join('; ');

test('GraphiQL at /graphql runs a query, everything loaded from our origin under a strict script policy', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': POLICY } });
  });

  // GraphiQL asks for the schema first; a query run before its editors are up does nothing.
  const schemaLoaded = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && response.request().method() === 'POST',
  );
  await page.goto('/graphql');
  await expect(page).toHaveTitle(/GraphiQL/);
  expect((await schemaLoaded).status()).toBe(200);
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.graphiql-response .monaco-editor')).toBeVisible();
  await page.locator('.graphiql-execute-button').click();
  // Monaco writes spaces as no-break spaces.
  await expect
    .poll(async () => (await page.locator('.result-window').textContent())?.replace(/\u00a0/g, ' '), {
      timeout: 20_000,
    })
    .toContain('"name": "Custom Software Solutions"');

  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
});
