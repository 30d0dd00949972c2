import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@brightline.example', password: 'Admin#2026' };
export const STAFF = { email: 'staff@brightline.example', password: 'Staff#2026' };

export async function signIn(page: Page, account = ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/** The toast with this title, and its description when given: the back office's (antd) or the app's own. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('.ant-notification-notice, .toast').filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

type GraphQLBody<T> = { data?: T; errors?: { message: string }[] };

/** Removes, through the API, every project whose title contains `text`: tests leave the seed data as they found it. */
export async function deleteProjectsMatching(request: APIRequestContext, text: string): Promise<void> {
  const call = async <T>(query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as GraphQLBody<T>;
    if (!body.data) throw new Error(body.errors?.map((e) => e.message).join('; ') ?? 'no data');
    return body.data;
  };
  const { login } = await call<{ login: { token: string } }>(
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    ADMIN,
  );
  const { projects } = await call<{ projects: { items: { id: number }[] } }>(
    'query ($search: String) { projects(search: $search, limit: 100) { items { id } } }',
    { search: text },
  );
  for (const { id } of projects.items) {
    await call('mutation ($id: Int!) { deleteProject(id: $id) }', { id }, login.token);
  }
}

/** Where the app under test writes its mails (tests/e2e/start-server.mjs sets MAIL_OUTBOX_DIR to it). */
export const outboxDir = () => path.join(tmpdir(), `site-e2e-outbox-${process.env.E2E_PORT ?? 4321}`);

interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** The newest mail of this kind to this address, waiting for it to be written. */
export async function newestMail(to: string, kind: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const files = await readdir(outboxDir()).catch(() => [] as string[]);
      const mails = await Promise.all(
        files
          .filter((file) => file.includes(`-${kind}-`))
          .sort()
          .map(async (file) => JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as OutboxMail),
      );
      found = mails.filter((mail) => mail.to === to).at(-1);
      return Boolean(found);
    }, `a ${kind} mail to ${to}`)
    .toBe(true);
  return found!;
}

/** The first link to this site in a mail's text. */
export const linkInMail = (mail: OutboxMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';

/** The accessibility violations that block someone: serious or critical, against WCAG 2.1 A and AA. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
