import { expect, test } from '@playwright/test';

/*
 * GraphiQL at /graphql (the browser tests run the app with NODE_ENV=test): the built bundle, all
 * from our origin, runs a query under the server's own Content-Security-Policy (no 'unsafe-inline'
 * or 'unsafe-eval' for scripts), and nothing it loads is refused.
 */
test("GraphiQL at /graphql runs a query, everything loaded from our origin under the site's policy", async ({
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
