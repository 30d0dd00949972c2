import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectToast, signIn } from './helpers';

const DAVID = { email: 'david.okafor@brightline.example', password: 'David#2026' };
const EMILY = { email: 'emily.chen@brightline.example', password: 'Emily#2026' };
const PRIYA = { email: 'priya.nair@brightline.example', password: 'Priya#2026' };

const OVERLAP = 'You already have leave requested or approved on some of these days';

/** Weeks ahead for this run: a retry never lands on the leave the run before it left. */
const RUN_WEEKS = (Date.now() % 40) * 6;

/**
 * A Monday to Wednesday `offsetWeeks` past the run's week, far enough ahead to miss the seed's
 * leave: working days whatever the public holidays.
 */
function weekAhead(offsetWeeks: number): { start: string; end: string } {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7 * (8 + offsetWeeks + RUN_WEEKS));
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7)); // the next Monday (or this one)
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const end = new Date(date);
  end.setUTCDate(end.getUTCDate() + 2);
  return { start: iso(date), end: iso(end) };
}

/** A signed-in page of its own (a browser context per person). */
async function as(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

async function pickDate(page: Page, label: string, iso: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(iso);
  await input.press('Enter');
  await expect(input).toHaveValue(iso);
}

/** David fills and sends the Request Leave form. */
async function requestLeave(page: Page, dates: { start: string; end: string }, reason: string) {
  await page.goto('/admin/leave-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Leave' })).toBeVisible();
  await pickDate(page, 'Start Date', dates.start);
  await pickDate(page, 'End Date', dates.end);
  // The days it takes and the balance, beside the form, before it is sent. Exactly 'Working days':
  // the form opens on today and tomorrow, which on a Saturday take none, and the preview of those
  // dates ('These dates contain no working days') stays until the chosen ones' arrives.
  const preview = page.getByRole('region', { name: 'What this request takes' });
  await expect(preview.getByText('Working days', { exact: true })).toBeVisible();
  await expect(preview.getByText(`Vacation balance ${dates.start.slice(0, 4)}`)).toBeVisible();
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Submit Request' }).click();
}

const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
const statusOf = (row: Locator, status: string) => row.locator('.ant-tag').getByText(status, { exact: true });

test.describe('leave: requesting and the two-step approval', () => {
  test('David requests leave, Emily approves it in My Team, Priya in Pending HR Approval, and David sees Approved', async ({
    browser,
  }) => {
    const reason = `Family wedding ${Date.now()}`;
    const david = await as(browser, DAVID);
    await requestLeave(david, weekAhead(0), reason);
    await expectToast(david, 'Leave request submitted', 'Your leave request has been successfully submitted.');
    await expect(statusOf(rowWith(david, reason), 'Pending')).toBeVisible();

    // Emily, his manager: My Team, the approve dialog with who else is off and his balance after approval.
    const emily = await as(browser, EMILY);
    await emily.goto('/admin/leave-approvals');
    await expect(emily.getByRole('tab', { name: 'My Team' })).toBeVisible();
    await expect(emily.getByRole('tab', { name: 'All Requests' })).toHaveCount(0);
    await rowWith(emily, reason)
      .getByRole('button', { name: /^Approve/ })
      .click();
    const approve = emily.getByRole('dialog');
    await expect(approve.getByText('Also off on these days')).toBeVisible();
    await expect(approve.getByText(/Vacation balance \d{4} after approval/)).toBeVisible();
    await approve.getByLabel('Notes (optional)').fill('Enjoy the wedding');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expectToast(emily, 'Leave request approved', 'You have approved the leave request.');
    await expect(statusOf(rowWith(emily, reason), 'Manager Approved')).toBeVisible();

    // Priya, HR: the request waits in Pending HR Approval.
    const priya = await as(browser, PRIYA);
    await priya.goto('/admin/leave-approvals');
    await priya.getByRole('tab', { name: 'Pending HR Approval' }).click();
    await rowWith(priya, reason)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await priya.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expectToast(priya, 'Leave request fully approved', 'HR has approved the leave request.');
    await expect(rowWith(priya, reason)).toHaveCount(0);

    // David sees it approved, and may now ask to cancel it (it has not started).
    await david.reload();
    const mine = rowWith(david, reason);
    await expect(statusOf(mine, 'Approved')).toBeVisible();
    await expect(mine.getByRole('button', { name: /^Request cancellation/ })).toBeVisible();
  });

  test('Emily rejects a request with a reason, and David reads it', async ({ browser }) => {
    const reason = `Conference ${Date.now()}`;
    const why = 'Release week: please pick other dates';
    const david = await as(browser, DAVID);
    await requestLeave(david, weekAhead(2), reason);
    await expectToast(david, 'Leave request submitted');

    const emily = await as(browser, EMILY);
    await emily.goto('/admin/leave-approvals');
    await rowWith(emily, reason)
      .getByRole('button', { name: /^Reject/ })
      .click();
    const dialog = emily.getByRole('dialog');
    const reject = dialog.getByRole('button', { name: 'Reject' });
    await expect(reject).toBeDisabled();
    await dialog.getByLabel('Reason for rejection').fill(why);
    await reject.click();
    await expectToast(emily, 'Leave request rejected', 'The leave request has been rejected.');

    await david.reload();
    const mine = rowWith(david, reason);
    await expect(statusOf(mine, 'Rejected')).toBeVisible();
    await expect(mine).toContainText(why);
  });

  test('a request overlapping David’s own leave is refused with the reason shown, and he withdraws the first', async ({
    browser,
  }) => {
    const dates = weekAhead(4);
    const first = `Moving house ${Date.now()}`;
    const david = await as(browser, DAVID);
    await requestLeave(david, dates, first);
    await expectToast(david, 'Leave request submitted');

    await requestLeave(david, { start: dates.end, end: dates.end }, 'One more day');
    await expectToast(david, 'Failed to submit leave request', OVERLAP);
    await expect(david.getByText(OVERLAP).first()).toBeVisible();
    await expect(david.getByLabel('Reason')).toHaveValue('One more day');

    await rowWith(david, first)
      .getByRole('button', { name: /^Withdraw/ })
      .click();
    await david.locator('.ant-popover').getByRole('button', { name: 'Withdraw' }).click();
    await expectToast(david, 'Leave request withdrawn');
    await expect(statusOf(rowWith(david, first), 'Withdrawn')).toBeVisible();
  });
});
