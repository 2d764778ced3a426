import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, lastMultipart, pngFile, recordMultipart, signIn } from './support';

async function fillRequired(page: Page, name: string) {
  await page.getByRole('combobox', { name: /^Product Type/ }).selectOption('Reprocessed Polymer');
  await page.getByRole('combobox', { name: /^Category/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Condition/ }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Quantity/ }).fill('12.5');
  await page.getByRole('textbox', { name: /^Unit/ }).fill('MT');
  await page.getByRole('radio', { name: 'Regular' }).check();
  await page.getByRole('textbox', { name: /^Description/ }).fill('Washed HDPE regrind from milk crates.');
}

test.describe('selling trade products on the embedded demo backend', () => {
  test('Product Add: messages at the fields, a refused photo, then the product in My Products', async ({
    page,
  }) => {
    await recordMultipart(page);
    await signIn(page);
    await page.goto('/product-add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Trade Product' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    const productType = page.getByRole('combobox', { name: /^Product Type/ });
    await expect(productType).toHaveAccessibleDescription(/Choose the product type\./);
    await expect(productType).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^Quantity/ })).toHaveAccessibleDescription(
      /Enter the quantity\./,
    );

    // A file that is not a photo is refused at the field, before anything is sent.
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText(/JPEG, PNG or WebP|JPG, PNG or WebP/).first()).toBeVisible();
    await picker.setInputFiles([]);

    const name = `HDPE crate regrind ${Date.now()}`;
    await fillRequired(page, name);
    await page.getByRole('combobox', { name: /^Price Basis/ }).selectOption('Exworks');
    await page.getByRole('textbox', { name: /^Price$/ }).fill('68');
    await picker.setInputFiles(await pngFile(page, 'pellets.png'));
    const sent = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/trade-product-add'),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    // An upload, as the machine forms send their photos: the photo is a file, not text inside the body.
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await lastMultipart(page)).toMatchObject({
      product_type: 'Reprocessed Polymer',
      name,
      quantity: '12.5',
      unit: 'MT',
      supply_type: 'Regular',
      price_basis: 'Exworks',
      currency: 'INR',
      price: '68',
      image1: 'file:pellets.png',
    });

    await expect(page).toHaveURL(/\/product-view$/);
    const mine = page.getByRole('list', { name: 'My products' }).getByRole('article');
    await expect(mine.filter({ hasText: name })).toContainText('Rs. 68');
    await expectNoAxeViolations(page);
  });

  test('a failed submit says so and keeps every field', async ({ page }) => {
    await signIn(page);
    await page.goto('/product-add?mock-fault=network-error:/trade-product-add');
    await fillRequired(page, 'PP raffia lumps');
    await page.getByRole('textbox', { name: /^City/ }).fill('Vapi');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('form', { name: 'Add Trade Product' }).getByRole('alert').first(),
    ).toContainText(/network|connection|internet/i);
    await expect(page).toHaveURL(/\/product-add/);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('PP raffia lumps');
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Vapi');
    await expect(page.getByRole('combobox', { name: /^Product Type/ })).toHaveValue('Reprocessed Polymer');
    await expect(page.getByRole('radio', { name: 'Regular' })).toBeChecked();
  });
});
