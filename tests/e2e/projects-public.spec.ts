import { expect, test } from '@playwright/test';

test.describe('a visitor browsing the portfolio', () => {
  test('filters projects by category and pages through them', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible();

    const cards = page.locator('article.project-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText('Client: ');
    await expect(cards.first().getByRole('link', { name: /Read more/i })).toBeVisible();

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();

    const firstTitle = await cards.first().locator('h2').textContent();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first().locator('h2')).not.toHaveText(firstTitle ?? '');
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(cards).toHaveCount(1);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Choosing a category starts again from page 1.
    await page.getByRole('button', { name: 'Mobile Development' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(cards).toHaveCount(2);
    for (const category of await cards.locator('.project-card__category').allTextContents()) {
      expect(category).toBe('Mobile Development');
    }
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards).toHaveCount(6);
  });

  test('reads a project from its card', async ({ page }) => {
    await page.goto('/projects?category=Training+Services');
    await page.getByRole('link', { name: 'Read more about Cloud Engineering Bootcamp' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cloud Engineering Bootcamp' })).toBeVisible();
    await expect(page.getByText('Client: Vantage Financial Group')).toBeVisible();
  });

  test('sees the featured projects on the home page', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Projects' });
    await expect(featured.locator('article')).toHaveCount(4);
    await expect(featured.getByText('Case Study Coming Soon').first()).toBeVisible();
    await featured.getByRole('link', { name: 'View All Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('a public page downloads no back-office code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/projects', { waitUntil: 'networkidle' });
    expect(scripts.some((s) => s.includes('ProjectsPage'))).toBe(true);
    expect(scripts.filter((s) => /Admin|ProjectForm|ProjectTable/.test(s))).toEqual([]);
  });

  test('the navbar turns opaque once the page scrolls', async ({ page }) => {
    await page.goto('/projects');
    const navbar = page.getByTestId('navbar');
    await expect(navbar).not.toHaveClass(/navbar--solid/);
    await page.mouse.wheel(0, 400);
    await expect(navbar).toHaveClass(/navbar--solid/);
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
