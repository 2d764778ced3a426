import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, sendContactForm, tabTo } from './support';

test.describe('Contact Us', () => {
  test('by keyboard alone: messages at the fields, then the message is sent', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact@example.com' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('textbox', { name: /^First name/ }));
    await page.keyboard.type('A');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Shah');
    await page.keyboard.press('Tab');
    // Letters never reach the mobile field.
    await page.keyboard.type('98x765-43210');
    await expect(page.getByRole('textbox', { name: /^Mobile/ })).toHaveValue('9876543210');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');

    const firstName = page.getByRole('textbox', { name: /^First name/ });
    await expect(firstName).toBeFocused();
    await expect(page.getByText('First name must be 2 to 50 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter your message.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.type('mit');
    await expect(page.getByText('First name must be 2 to 50 characters.')).toBeHidden();
    await tabTo(page, page.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('amit.shah@example.in');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Please call me about HDPE film grade prices.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText(/Thank you/)).toBeVisible();
    await expect(firstName).toHaveValue('');
  });

  test("the demo's contact details say they are examples", async ({ page }) => {
    await page.goto('/contact-us');
    const reach = page.getByRole('main');
    await expect(reach.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute(
      'href',
      'mailto:contact@example.com',
    );
    await expect(reach.getByText('Phone: +91 00000 00000 (example)')).toBeVisible();
    await expect(reach.getByText(/^Example address: /)).toBeVisible();
  });

  test('a failed send says so and keeps what was typed', async ({ page }) => {
    await page.goto('/contact-us?mock-fault=network-error:/contact-us');
    await sendContactForm(page);

    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('alert')).toContainText(
      /network|connection|internet/i,
    );
    await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Amit');
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Price of PP raffia grade?');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

test.describe('pages with server-provided content', () => {
  const pages = [
    { path: '/about-us', title: 'About Us', text: 'PlastiHub brings India' },
    { path: '/privacy-policy', title: 'Privacy Policy', text: 'We do not sell your data.' },
    // The spec's Terms of Use page reads the privacy policy data.
    { path: '/terms-of-use', title: 'Terms of Use', text: 'We do not sell your data.' },
  ];
  for (const { path, title, text } of pages) {
    test(`${title} shows its content, axe clean`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').getByText(text)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
