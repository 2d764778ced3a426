import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo } from './support';

test.describe('chat on the embedded demo backend', () => {
  test('from a product, by keyboard: the panel opens on the seller, sends, and the reply arrives by polling', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/trade-product-details?product_id=2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Chat' }));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await expect(panel.getByText('Sent on your email. MFI is 7.1 for this batch.')).toBeVisible();
    await expect(panel).toHaveAccessibleDescription(/Online|Offline/);
    const box = panel.getByRole('textbox', { name: /^Message/ });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Type your message here ...');

    // Nothing is sent when the box is empty.
    await page.keyboard.press('Enter');
    await expect(box).toHaveAccessibleDescription(/Please type a message\./);

    await box.fill('Please hold 5 MT for us till Friday.');
    await page.keyboard.press('Enter');
    const log = panel.getByRole('log');
    await expect(log.getByText('Please hold 5 MT for us till Friday.')).toBeVisible();
    await expect(box).toHaveValue('');
    // The demo seller answers a few seconds later; the 5 s poll brings the answer without any click.
    await expect(
      log.getByText(/Thank you for your enquiry|sample within two working days|call you shortly/),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat' })).toBeFocused();
  });

  test('My Chat: the top bar counts unread messages; people, their listings, and a conversation', async ({
    page,
  }) => {
    await signIn(page);
    // Rohan has unread replies from two sellers and two unread questions on his own listing (5 in all).
    const chatLink = page.getByRole('link', { name: /^My Chat, \d+ unread messages?$/ });
    await expect(chatLink).toHaveAccessibleName('My Chat, 5 unread messages');
    await chatLink.click();

    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Chat' })).toBeVisible();
    const people = page.getByRole('list', { name: 'People you chat with' });
    await expect(people.getByRole('link')).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    const withUnread = people.getByRole('link', { name: /2 unread messages/ }).first();
    await withUnread.click();

    await expect(page).toHaveURL(/\/chat-user\?chat_user_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Chat with / })).toBeVisible();
    const listings = page.getByRole('list', { name: /^Listings you talk about/ });
    await listings
      .getByRole('link', { name: /unread/ })
      .first()
      .click();

    await expect(page).toHaveURL(/\/chat-details\?chat_user_id=\d+&chat_listing_id=\d+&chat_listing_type=/);
    const log = page.getByRole('log');
    await expect(log.getByRole('listitem').first()).toBeVisible();
    // A message is the user's own when he sent it (the existing product compared senders with the chosen
    // chat user): this buyer's two questions are theirs, and only Rohan's answer is his.
    await expect(log.getByText(/^You,/)).toHaveCount(0);

    // Reading the thread cleared its unread count (the top bar catches up on its next refresh; a page load
    // asks at once).
    await page.goto('/chat');
    await expect(page.getByRole('list', { name: 'People you chat with' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^My Chat/ })).toHaveAccessibleName(
      'My Chat, 3 unread messages',
    );
    await page.goBack();

    await page.getByRole('textbox', { name: /^Message/ }).fill('Confirmed, please dispatch.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('Confirmed, please dispatch.')).toBeVisible();
    await expect(log.getByText(/^You,/)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a conversation that is not chosen says so', async ({ page }) => {
    await signIn(page);
    await page.goto('/chat-details');
    await expect(page.getByRole('heading', { name: 'Record Not Found' })).toBeVisible();
  });
});
