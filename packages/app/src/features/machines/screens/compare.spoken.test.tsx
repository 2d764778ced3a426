import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, describe, expect, it } from 'vitest';
import { AppStoryFrame } from '../../../testing/AppStory';
import { rohan } from '../../../testing/storyUsers';
import MachineListScreen from './MachineListScreen';

// What a screen reader says (issue 54.1), with a virtual screen reader over the page.

afterEach(async () => {
  await virtual.stop();
});

describe('what a screen reader says: a machine added to compare', () => {
  it('says the button’s new state, naming the machine', { timeout: 20_000 }, async () => {
    render(
      <AppStoryFrame path="/injection-machine?machine_type=rent" signedInAs={1}>
        <MachineListScreen kind="injection" />
      </AppStoryFrame>,
    );
    await virtual.start({ container: document.body });
    const [add] = await screen.findAllByRole('button', { name: 'Add to compare' }, { timeout: 8000 });
    const machine = add?.closest('article')?.querySelector('h2, h3')?.textContent ?? '';
    const heardBefore = (await virtual.spokenPhraseLog()).length;
    if (add) await userEvent.click(add);
    await screen.findByRole('button', { name: 'Remove from compare' });
    expect((await virtual.spokenPhraseLog()).slice(heardBefore)).toEqual([
      `button, Remove from compare, ${machine}`,
    ]);
  });
});

describe('what a screen reader says: a machine saved to the shortlist', () => {
  it('says the heart is pressed now, naming the machine', { timeout: 20_000 }, async () => {
    render(
      <AppStoryFrame path="/injection-machine?machine_type=rent" signedInAs={1} user={rohan}>
        <MachineListScreen kind="injection" />
      </AppStoryFrame>,
    );
    await virtual.start({ container: document.body });
    const [save] = await screen.findAllByRole(
      'button',
      { name: /^Save /, pressed: false },
      { timeout: 8000 },
    );
    const name = save?.getAttribute('aria-label') ?? '';
    const heardBefore = (await virtual.spokenPhraseLog()).length;
    if (save) await userEvent.click(save);
    await screen.findByRole('button', { name, pressed: true });
    expect((await virtual.spokenPhraseLog()).slice(heardBefore)).toEqual([`button, ${name}, pressed`]);
  });
});
