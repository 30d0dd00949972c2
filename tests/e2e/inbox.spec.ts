import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { expectToast, signIn } from './helpers';

// One run's own words, so the searches find only what this test sent.
const RUN = `inbox${Date.now().toString(36)}`;
const SUBJECT = `Question ${RUN}`;
const MESSAGE = `=SUM(1,2) is how our sheet starts; can you build us a ${RUN} dashboard?`;
const EMAIL = `${RUN}@reader.example`;

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function exportCsv(page: Page, file: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(file);
  const [header, ...rows] = parse(await readFile(await download.path(), 'utf8'), { bom: true }) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

test('a visitor writes and signs up; an admin finds both in the inbox, handles the message and exports', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Vera Visitor');
  await form.getByLabel('Email').fill(`vera.${RUN}@visitor.example`);
  await form.getByLabel('Subject').fill(SUBJECT);
  await form.getByLabel('Message').fill(MESSAGE);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message!')).toBeVisible();

  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();

  await signIn(page);
  await page.goto('/admin/inbox');
  await expect(page.getByRole('tab', { name: 'Messages', selected: true })).toBeVisible();
  // Newest first: what the visitor just sent heads the list.
  await expect(bodyRows(page).first()).toContainText(SUBJECT);

  await page.getByLabel('Search messages').fill(RUN);
  await expect(page).toHaveURL(new RegExp(`search=${RUN}`));
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row.getByRole('link', { name: `vera.${RUN}@visitor.example` })).toHaveAttribute(
    'href',
    `mailto:vera.${RUN}@visitor.example`,
  );
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: `Mark handled: ${SUBJECT}` }).click();
  await expectToast(page, 'Message marked as handled');
  await expect(row.getByRole('button', { name: `Mark as new: ${SUBJECT}` })).toBeVisible();

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Handled' }).click();
  await expect(page).toHaveURL(/state=handled/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(SUBJECT);

  const messages = await exportCsv(page, /^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({ Subject: SUBJECT, State: 'Handled', Message: `'${MESSAGE}` });

  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/tab=newsletter/);
  await expect(bodyRows(page).first()).toContainText(EMAIL);
  await page.getByLabel('Search sign-ups').fill(RUN);
  await expect(bodyRows(page)).toHaveCount(1);
  const signups = await exportCsv(page, /^newsletter-subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(signups.map((s) => s.Email)).toEqual([EMAIL]);
});
