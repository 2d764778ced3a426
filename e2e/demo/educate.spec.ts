import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo } from './support';

test.describe('educate on the embedded demo backend', () => {
  test('from /educate, by keyboard: a blog category, its blogs, a blog whose HTML is sanitized; its link shared', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/educate');
    await expect(page.getByRole('heading', { level: 1, name: 'Educate' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Blogs' }));
    await page.keyboard.press('Enter');

    const categories = page.getByRole('list', { name: 'Blog categories' }).getByRole('article');
    await expect(categories).toHaveCount(6);
    await tabTo(page, page.getByRole('link', { name: 'Extrusion' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blogs-list\?blog_category_id=3/);
    await expect(page.getByRole('heading', { level: 1, name: 'Extrusion' })).toBeVisible();
    const blogs = page.getByRole('list', { name: 'Extrusion blogs' }).getByRole('article');
    await expect(blogs).toHaveCount(4);
    await expect(blogs.first()).toContainText(/Published: \d{2}-\d{2}-\d{4}/);
    await expectNoAxeViolations(page);

    const title = (await blogs.first().getByRole('heading').innerText()).trim();
    await tabTo(page, blogs.first().getByRole('link').first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blogs-details\?blog_id=\d+/);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByText(/^By .+ · \d{2}-\d{2}-\d{4} · Extrusion$/)).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'What to know' })).toBeVisible();
    await expect(article.locator('script, [onclick], [onerror]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The link carries the blog: opened afresh in another tab (nothing in its session storage), the same blog.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('Q&A by keyboard: a category at /qa/{id}, a question on a page of its own, no dead buttons', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/educate');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Q&A' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Q&A categories' }).getByRole('article')).toHaveCount(6);
    await tabTo(page, page.getByRole('link', { name: 'Extrusion' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/qa\/4$/);
    const questions = page.getByRole('list', { name: 'Extrusion questions' }).getByRole('article');
    await expect(questions).toHaveCount(5);
    const question = (await questions.first().getByRole('heading').innerText()).trim();
    await expectNoAxeViolations(page);

    await tabTo(page, questions.first().getByRole('link').first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/qa\/details\/\d+\?qa_category_id=4$/);
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Answers' })).toContainText('No answers yet.');
    await expect(page.getByRole('button', { name: /View More|Post Your Answer/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
