import { expect, test, type Page } from '@playwright/test';
import { COMPANY } from '@site/shared';
import { deleteProjectsMatching, expectToast, linkInMail, newestMail, signIn, STAFF } from './helpers';

const PREFIX = 'Quote Journey';

/** The quotes list narrowed to one customer (by their unique address): one row under the header. */
async function findQuote(page: Page, email: string) {
  await page.getByLabel('Search quotes').fill(email);
  await expect(page.getByRole('row')).toHaveCount(2);
  return page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
}

/** An option of the open select, by its text (the visible list, not its accessible twin). */
const pick = (page: Page, option: string) =>
  page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-content')
    .getByText(option, { exact: true })
    .click();

const openDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.describe('quote requests, from a visitor to a project', () => {
  test.afterEach(async ({ request }) => deleteProjectsMatching(request, PREFIX));

  test('a visitor asks for a quote; staff find it, read it, answer it, convert it and find the project', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const name = `${PREFIX} ${stamp}`;
    const email = `journey.${stamp}@northwind.example`;

    // The visitor, signed out in a browser of their own.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/get-quote');
    const form = visitor.getByRole('form', { name: 'Quote request' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone Number').fill('+1 555 010 4242');
    await form.getByLabel('Company (Optional)').fill('Northwind Retail');
    await form.getByLabel('$50,000+').check();
    await form.getByLabel('Web Development').check();
    await form.getByLabel('AI/ML Solutions').check();
    await form.getByLabel('Project Details').fill('A web shop that recommends products from what customers bought.');
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expectToast(visitor, 'Quote request submitted', "We'll contact you shortly to discuss your project.");
    await visitorContext.close();

    // Staff find it in the list: customer, company, budget, services, pending and waiting.
    await signIn(page, STAFF);
    await page.goto('/admin/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Management' })).toBeVisible();
    await expect(page.getByText('Total Quotes')).toBeVisible();
    const row = await findQuote(page, email);
    await expect(row).toContainText(name);
    await expect(row).toContainText('Northwind Retail');
    await expect(row).toContainText('$50,000+');
    await expect(row).toContainText('Web Development');
    await expect(row).toContainText('AI/ML Solutions');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(/Waiting/);

    // The details, then a status with a note: the note shows, the box empties.
    await row.getByRole('button', { name: `View details: ${name}` }).click();
    const details = openDialog(page, `Quote from ${name}`);
    await expect(details).toContainText('+1 555 010 4242');
    await expect(details).toContainText('A web shop that recommends products from what customers bought.');
    await details.getByRole('combobox', { name: 'Update Status' }).click();
    await pick(page, 'Reviewed');
    await details.getByLabel('Notes (optional)').fill('Called them; they want a demo first.');
    await details.getByRole('button', { name: 'Update Status' }).click();
    await expectToast(page, 'Quote updated', 'Quote status has been updated successfully.');
    await expect(details.getByLabel('Notes (optional)')).toHaveValue('');
    await expect(details).toContainText('Called them; they want a demo first.');
    await expect(details.getByText('Reviewed', { exact: true }).first()).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/admin\/quotes\?search=/);

    // The sales inbox got the request with a link that opens it.
    const mail = await newestMail(COMPANY.email, 'quote-submitted');
    expect(mail.text).toContain(name);
    const link = new URL(linkInMail(mail));
    expect(link.pathname).toBe('/admin/quotes');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(openDialog(page, `Quote from ${name}`)).toBeVisible();
    await expect(page.getByText('Called them; they want a demo first.')).toBeVisible();

    // Convert it: the form first asks for what is missing.
    await openDialog(page, `Quote from ${name}`).getByRole('button', { name: 'Convert to Project' }).click();
    const convert = openDialog(page, 'Convert Quote to Project');
    await expect(convert.getByLabel('Project Amount')).toHaveValue('0');
    await convert.getByRole('button', { name: 'Convert to Project' }).click();
    await expect(convert.getByText('Project duration is required')).toBeVisible();
    await expect(convert.getByText('Estimated end date is required')).toBeVisible();
    await convert.getByLabel('Project Amount').fill('64000.50');
    await convert.getByRole('combobox', { name: 'Currency' }).click();
    await pick(page, 'EUR');
    await convert.getByLabel('Project Duration').fill('6 months');
    await convert.getByRole('textbox', { name: 'Milestone 1' }).fill('Recommendation prototype');
    await convert.getByRole('button', { name: 'Add milestone' }).click();
    await convert.getByRole('textbox', { name: 'Milestone 2' }).fill('Shop live');
    await convert.getByRole('textbox', { name: 'Deliverable 1' }).fill('Web shop');
    await convert.getByLabel('Estimated End Date').fill('2099-06-30');
    await convert.getByText('Development Timeline').click();
    await convert.getByRole('button', { name: 'Convert to Project' }).click();
    await expectToast(page, 'Quote converted to project', 'Quote has been successfully converted to a project.');
    await expect(convert).toBeHidden();

    // The quote is closed by the conversion and offers no second one.
    const converted = await findQuote(page, email);
    await expect(converted).toContainText('Closed');
    await expect(converted.getByRole('button', { name: `Convert to Project: ${name}` })).toHaveCount(0);

    // The project is in the projects list, and its page shows the engagement and links back.
    await page.goto('/admin/projects');
    await page.getByLabel('Search projects').fill(name);
    // The search has narrowed the list (a click before that could land on a row about to redraw).
    await expect(page.getByRole('row')).toHaveCount(2);
    const project = page.getByRole('row', { name: new RegExp(`Project for ${name}`) });
    await expect(project).toContainText('Northwind Retail');
    await expect(project).toContainText('Planning');
    await project.getByRole('button', { name: `Edit Project for ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
    await expect(page.getByText('€64,000.50')).toBeVisible();
    await expect(page.getByText('Recommendation prototype')).toBeVisible();
    await page.getByRole('link', { name: 'View the quote' }).click();
    await expect(openDialog(page, `Quote from ${name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Project for ${name}` })).toBeVisible();
  });

  test('staff delete a quote once they confirm', async ({ page, request }) => {
    const stamp = Date.now();
    const name = `${PREFIX} Delete ${stamp}`;
    const email = `delete.${stamp}@northwind.example`;
    const submitted = await request.post('/graphql', {
      data: {
        query: 'mutation ($input: QuoteRequestInput!) { submitQuoteRequest(input: $input) { received } }',
        variables: {
          input: {
            name,
            email,
            phone: '+1 555 010 5151',
            company: null,
            budget: 'BUDGET_5K_10K',
            services: ['CONSULTING'],
            message: 'A short review of our cloud costs, please.',
            website: '',
          },
        },
      },
    });
    expect(((await submitted.json()) as { data?: unknown }).data).toBeTruthy();

    await signIn(page, STAFF);
    await page.goto('/admin/quotes');
    const row = await findQuote(page, email);
    await expect(row).toContainText('N/A');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.locator('.ant-popover:visible');
    await expect(confirm).toContainText('Are you sure you want to delete this quote?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Quote deleted', 'Quote has been deleted successfully.');
    await expect(page.getByText('No quotes match the search or filters')).toBeVisible();
  });
});
