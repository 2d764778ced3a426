import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame } from '../../../../testing/AppStory';
import SellerMachineAddScreen from './SellerMachineAddScreen';

// What a screen reader says (issue 54.1), with a virtual screen reader over the rendered screen.

afterEach(async () => {
  await virtual.stop();
});

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('what a screen reader says: a form sent with mistakes the server found', () => {
  it('moves to the summary, reads it, and each field names its mistake', { timeout: 30_000 }, async () => {
    server.use(
      http.post('*/api/extruder-machine-add', () =>
        HttpResponse.json({
          error: 1,
          msg: 'Please correct the highlighted fields.',
          validate: { zip_code: ['The zip code is not served.'], make: ['The make field is required.'] },
        }),
      ),
    );
    const { container } = render(
      <AppStoryFrame path="/extruder-machine-add" signedInAs={1}>
        <SellerMachineAddScreen kind="extruder" />
      </AppStoryFrame>,
    );
    const type = await screen.findByRole('combobox', { name: /^Machine Type/ }, { timeout: 8000 });
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1), {
      timeout: 8000,
    });
    await userEvent.selectOptions(type, within(type).getAllByRole('option')[1] as HTMLOptionElement);
    await userEvent.type(textbox('Make'), 'Windsor');
    await userEvent.type(textbox('Mfg Year'), '2015');
    await userEvent.type(textbox('State/Province'), 'Gujarat');
    await userEvent.type(textbox('City'), 'Vapi');
    await userEvent.type(textbox('Pincode'), '396195');
    await virtual.start({ container });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    // Focus lands on the summary, which is read: its heading and every mistake, in the form's order.
    const summary = await screen.findByRole('alert', undefined, { timeout: 8000 });
    await waitFor(() => expect(summary).toHaveFocus());
    await waitFor(async () => expect(await virtual.lastSpokenPhrase()).toBe('alert'));
    const heardBefore = (await virtual.spokenPhraseLog()).length;
    for (let step = 0; step < 8; step += 1) await virtual.next();
    const read = (await virtual.spokenPhraseLog()).slice(heardBefore);
    expect(read.filter((phrase) => /^(heading|link)/.test(phrase))).toEqual([
      'heading, Please correct the highlighted fields., level 2',
      'link, The make field is required.',
      'link, The zip code is not served.',
    ]);
    // Its links take the user to the field, which names its mistake.
    await userEvent.click(within(summary).getByRole('link', { name: 'The zip code is not served.' }));
    expect(await virtual.lastSpokenPhrase()).toMatch(/^textbox, Pincode.*The zip code is not served\./);
  });
});
