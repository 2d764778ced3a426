import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  lastMultipart,
  pngFile,
  recordMultipart,
  signIn,
  tabTo,
  visit,
} from './support';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
const choice = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) });

interface Kind {
  title: string;
  add: string;
  mine: string;
  /** The seller's own page of one machine, where an add ends. */
  details: string;
  addPath: string;
  /** Fills the kind's own fields; returns what the server should receive for them. */
  fill: (page: Page) => Promise<Record<string, string>>;
}

async function pickFirst(page: Page, label: string) {
  const select = choice(page, label);
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
  return select.inputValue();
}

async function fillPlatens(page: Page) {
  await field(page, 'Platen Size Length').fill('610');
  await field(page, 'Platen Size Width').fill('560');
  await field(page, 'Tie Bar Distance Length').fill('410');
  await field(page, 'Tie Bar Distance Width').fill('410');
  return {
    platen_size_length: '610',
    platen_size_width: '560',
    tie_bar_distance_length: '410',
    tie_bar_distance_width: '410',
  };
}

const kinds: Kind[] = [
  {
    title: 'Injection Molding Machine',
    add: '/injection-modling-machine-add',
    mine: '/injection-molding-machine-view',
    details: '/my-injection-molding-machine-details',
    addPath: '/injection-molding-machine-add',
    fill: async (page) => {
      await field(page, 'Machine Size').fill('180');
      await field(page, 'Shot Weight').fill('320');
      const platens = await fillPlatens(page);
      const drive = await pickFirst(page, 'Machine Drive');
      return { machine_size: '180', shot_wt: '320', ...platens, machine_drive: drive };
    },
  },
  {
    title: 'Blow Molding Machine',
    add: '/blow-molding-machine-add',
    mine: '/my-blow-molding-machine-view',
    details: '/my-blow-molding-machine-details',
    addPath: '/blow-molding-machine-add',
    fill: async (page) => {
      await field(page, 'Machine Size').fill('90');
      await field(page, 'Accumulator Capacity').fill('12');
      await field(page, 'Shot Capacity').fill('800');
      const platens = await fillPlatens(page);
      const drive = await pickFirst(page, 'Machine Drive');
      const operation = await pickFirst(page, 'Machine Operation');
      const feed = await pickFirst(page, 'Raw Material Feed');
      await field(page, 'Spare Capacity').fill('120');
      await field(page, 'Description').fill('Accumulator head, parison programmer, 2 cavities.');
      return {
        machine_size: '90',
        accumulator_capacity: '12',
        shot_capacity: '800',
        ...platens,
        machine_drive: drive,
        machine_operation: operation,
        raw_material_feed: feed,
      };
    },
  },
  {
    title: 'Extruder Machine',
    add: '/extruder-machine-add',
    mine: '/my-extruder-machine-view',
    details: '/my-extruder-machine-details',
    addPath: '/extruder-machine-add',
    fill: async (page) => {
      const type = await pickFirst(page, 'Machine Type');
      await field(page, 'Extrusion Capacity').fill('150');
      return { machine_type: type, extrusion_capacity: '150' };
    },
  },
];

test.describe("a seller's machines on the embedded demo backend", () => {
  for (const kind of kinds) {
    test(`${kind.title}: add with photos, Under Review, approved in the demo, Published, edit, delete`, async ({
      page,
    }) => {
      test.slow();
      await recordMultipart(page);
      await signIn(page);
      await page.goto('/machine-add');
      await page.getByRole('link', { name: kind.title }).click();
      await expect(page).toHaveURL(new RegExp(`${kind.addPath}$`));
      await expect(page.getByRole('heading', { level: 1, name: `${kind.title} Add` })).toBeVisible();
      await expect(field(page, 'Name')).toHaveValue(kind.title);
      await expect(field(page, 'Name')).toHaveAttribute('readonly', '');

      const make = `Make ${Date.now()}`;
      const own = await kind.fill(page);
      await field(page, 'Make').fill(make);
      await field(page, 'Mfg Year').fill('2016');
      if (!(await field(page, 'Spare Capacity').inputValue()))
        await field(page, 'Spare Capacity').fill('200');
      await field(page, 'State/Province').fill('Gujarat');
      await field(page, 'City').fill('Vapi');
      await field(page, 'Pincode').fill('396195');
      await page
        .locator('input[type="file"]')
        .setInputFiles([await pngFile(page, 'front.png'), await pngFile(page, 'side.png')]);
      await expect(page.getByRole('img', { name: /front\.png|photo 1/i }).first()).toBeVisible();
      await expectNoAxeViolations(page);

      const added = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(kind.add));
      await page.getByRole('button', { name: 'Submit' }).click();
      const { id } = (await (await added).json()) as { id: number };
      const body = await lastMultipart(page);
      expect(body).toMatchObject({
        ...own,
        name: kind.title,
        make,
        mfg_year: '2016',
        country_id: '1',
        state: 'Gujarat',
        city: 'Vapi',
        zip_code: '396195',
        image1: 'file:front.png',
        image2: 'file:side.png',
      });

      // On the new machine's own page, with the server's message, marked Under Review (issue 51).
      await expect(page).toHaveURL(new RegExp(`${kind.details}\\?my_machine_id=${id}$`));
      await expect(page.getByRole('status').filter({ hasText: 'added successfully' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Under Review');
      await visit(page, kind.mine);
      const card = page.getByRole('article').filter({ hasText: `Reference ID: ${id}` });
      await expect(card).toContainText('Under Review');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Approve my pending listings' }).click();
      await expect(card).toContainText('Published');

      await card.getByRole('link', { name: new RegExp(`^View`) }).click();
      await expect(page.getByRole('table')).toContainText(make);
      await expect(page.getByText('Published')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${kind.title} Edit` })).toBeVisible();
      await expect(field(page, 'Make')).toHaveValue(make);
      await expect(field(page, 'Pincode')).toHaveValue('396195');
      await field(page, 'Spare Capacity').fill('');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(field(page, 'Spare Capacity')).toHaveAccessibleDescription(/Enter the spare capacity\./);
      await field(page, 'Spare Capacity').fill('300');
      const updated = page.waitForRequest((request) => /-update$/.test(new URL(request.url()).pathname));
      await page.getByRole('button', { name: 'Submit' }).click();
      await updated;
      expect(await lastMultipart(page)).toMatchObject({
        id: expect.stringMatching(/^\d+$/),
        spare_capacity: '300',
        make,
      });
      await expect(page.getByRole('table')).toContainText('300 Hours/Month');

      await page.goto(kind.mine);
      await card.getByRole('button', { name: /^Delete/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status').filter({ hasText: /deleted/i })).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  }

  test('a photo that is not a JPEG, PNG or WebP, or too large, is refused at the field', async ({ page }) => {
    await signIn(page);
    await page.goto('/blow-molding-machine-add');
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'drawing.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    const photos = page.getByRole('group', { name: /^Photos/ });
    await expect(photos).toHaveAccessibleDescription(/drawing\.gif is not a JPG, PNG or WebP image/);
    await page.reload();
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await expect(photos).toHaveAccessibleDescription(/huge\.png is 6 MB; a photo can be up to 5 MB/);
  });

  test('a failed submit says why and keeps every field', async ({ page }) => {
    await signIn(page);
    await page.goto('/extruder-machine-add?mock-fault=network-error:/extruder-machine-add');
    const type = await pickFirst(page, 'Machine Type');
    await field(page, 'Make').fill('Windsor');
    await field(page, 'Mfg Year').fill('2015');
    await field(page, 'State/Province').fill('Maharashtra');
    await field(page, 'City').fill('Pune');
    await field(page, 'Pincode').fill('411026');
    await page.locator('input[type="file"]').setInputFiles(await pngFile(page, 'line.png'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /network|connection|internet/i })).toBeVisible();
    await expect(page).toHaveURL(/\/extruder-machine-add/);
    await expect(choice(page, 'Machine Type')).toHaveValue(type);
    await expect(field(page, 'Make')).toHaveValue('Windsor');
    await expect(field(page, 'Pincode')).toHaveValue('411026');
    await expect(page.getByText('1 of 4 photos')).toBeVisible();
  });

  test('a delete the server refuses leaves the grid as it was and says why', async ({ page }) => {
    await signIn(page);
    await page.goto(
      '/injection-molding-machine-view?mock-fault=server-error:/injection-modling-machine-delete',
    );
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await cards
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Not deleted/ })).toBeVisible();
    await expect(cards).toHaveCount(count);
  });

  test('the blow molding edit page is titled for blow molding, with its size in Ton and the pin code as text', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/my-blow-molding-machine-details?my_machine_id=3');
    await expect(page.getByRole('table')).toContainText(/Ton/);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blow Molding Machine Edit' })).toBeVisible();
    await expect(page.getByText('Tool and Die Edit')).toHaveCount(0);
    await expect(field(page, 'Pincode')).toHaveAttribute('inputmode', 'numeric');
    await expect(field(page, 'Pincode')).not.toHaveAttribute('type', 'number');
    await expectNoAxeViolations(page);
  });
});

test.describe("a seller's tool-and-die companies on the embedded demo backend", () => {
  test('add a company with its logo, approve it, add, edit and delete a machine, edit and delete the company', async ({
    page,
  }) => {
    test.slow();
    await recordMultipart(page);
    await signIn(page);
    await page.goto('/machine-add');
    await page.getByRole('link', { name: 'Tool and Die' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tool and Die Add' })).toBeVisible();
    const name = `Precision Moulds ${Date.now()}`;
    await field(page, 'Company Name').fill(name);
    await field(page, 'Address').fill('Plot 7, GIDC Phase 2');
    await field(page, 'State/Province').fill('Gujarat');
    await field(page, 'City').fill('Vapi');
    await page.locator('input[type="file"]').setInputFiles(await pngFile(page, 'logo.png'));
    await expectNoAxeViolations(page);
    const added = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/tool-room-company'),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    const { id } = (await (await added).json()) as { id: number };
    expect(await lastMultipart(page)).toMatchObject({
      name,
      address: 'Plot 7, GIDC Phase 2',
      country_id: '1',
      state: 'Gujarat',
      city: 'Vapi',
      logo: 'file:logo.png',
    });

    // On the new company's own page, marked Under Review; its card on the seller's list says so too.
    await expect(page).toHaveURL(new RegExp(`/my-tool-die-machine-details\\?my_tool_room_id=${id}$`));
    await expect(page.getByRole('main')).toContainText('Under Review');
    await visit(page, '/my-tool-die-machine-view');
    const card = page.getByRole('article').filter({ hasText: `Reference ID: ${id}` });
    await expect(card).toContainText('Under Review');
    await page.getByRole('button', { name: 'Approve my pending listings' }).click();
    await expect(card).toContainText('Published');
    await card.getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('No machines yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add Machine' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tool and Die Machine Add' })).toBeVisible();
    await field(page, 'Name').fill('CNC Vertical Machining Centre');
    await field(page, 'Make').fill('HAAS');
    await field(page, 'Mfg Year').fill('2019');
    await field(page, 'Quantity').fill('2');
    await page.locator('input[type="file"]').setInputFiles(await pngFile(page, 'vmc.png'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const machines = page.getByRole('table', { name: `Machines of ${name}` });
    await expect(machines).toContainText('CNC Vertical Machining Centre');
    expect(await lastMultipart(page)).toMatchObject({
      tool_room_company_id: String(id),
      name: 'CNC Vertical Machining Centre',
      model: '2019',
      quantity: '2',
      image: 'file:vmc.png',
    });

    await page.getByRole('link', { name: 'Edit CNC Vertical Machining Centre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tool and Die Machine Edit' })).toBeVisible();
    await field(page, 'Quantity').fill('3');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('row', { name: /CNC Vertical Machining Centre/ })).toContainText('3');

    await page.getByRole('button', { name: 'Delete CNC Vertical Machining Centre' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this machine?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No machines yet.')).toBeVisible();

    // Edit goes to the company's own form (the existing product sent it to the machine add form).
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tool and Die Edit' })).toBeVisible();
    await expect(field(page, 'Company Name')).toHaveValue(name);
    await field(page, 'City').fill('Valsad');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('table', { name: `${name} details` })).toContainText('Valsad');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this company and its machines?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/my-tool-die-machine-view$/);
    await expect(page.getByRole('article').filter({ hasText: `Reference ID: ${id}` })).toHaveCount(0);
  });
});

test('a machine added by keyboard alone: Tab through the form, type, choose with the arrow keys, Enter', async ({
  page,
}) => {
  await recordMultipart(page);
  await signIn(page);
  await page.goto('/extruder-machine-add');
  const type = choice(page, 'Machine Type');
  await expect(type.locator('option').nth(1)).toBeAttached();
  await tabTo(page, type);
  await page.keyboard.press('ArrowDown');
  await expect(type).not.toHaveValue('');
  for (const [label, value] of [
    ['Make', 'Kabra'],
    ['Mfg Year', '2018'],
    ['State/Province', 'Maharashtra'],
    ['City', 'Daman'],
    ['Pincode', '396210'],
  ] as const) {
    await tabTo(page, field(page, label));
    await page.keyboard.type(value);
  }
  const sent = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/extruder-machine-add'),
  );
  await page.keyboard.press('Enter');
  await sent;
  expect(await lastMultipart(page)).toMatchObject({ make: 'Kabra', city: 'Daman', zip_code: '396210' });
  await expect(page).toHaveURL(/\/my-extruder-machine-details\?my_machine_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kabra Extruder Machine' })).toBeVisible();
});
