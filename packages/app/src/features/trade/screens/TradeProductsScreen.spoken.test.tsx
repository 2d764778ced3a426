import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, describe, expect, it } from 'vitest';
import { AppStoryFrame } from '../../../testing/AppStory';
import TradeProductsScreen from './TradeProductsScreen';

// What a screen reader says (issue 54.1), with a virtual screen reader over the rendered screen.

afterEach(async () => {
  await virtual.stop();
});

describe('what a screen reader says: a filter changed on a list', () => {
  it('announces the new number of results, once', { timeout: 20_000 }, async () => {
    const { container } = render(
      <AppStoryFrame path="/trade-product?trade_type=Virgin+Polymers&country=3" signedInAs={1}>
        <TradeProductsScreen />
      </AppStoryFrame>,
    );
    await virtual.start({ container });
    await screen.findByText(/^\d+ results?$/, undefined, { timeout: 8000 });
    const before = screen.getByText(/^\d+ results?$/).textContent;
    const heardBefore = (await virtual.spokenPhraseLog()).length;
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Saudi Arabia' }));
    await waitFor(() => expect(screen.getByText(/^\d+ results?$/).textContent).not.toBe(before), {
      timeout: 8000,
    });
    const after = screen.getByText(/^\d+ results?$/).textContent ?? '';
    await new Promise((done) => setTimeout(done, 300));
    // Once, politely, and nothing else said about the list meanwhile (the loading pause is silent).
    const heard = (await virtual.spokenPhraseLog())
      .slice(heardBefore)
      .filter((phrase) => phrase.trim() !== 'polite:');
    expect(heard).toEqual([`polite: ${after}`]);
  });
});
