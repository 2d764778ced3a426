import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFaults } from '@plastihub/mocks';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame } from '../../../testing/AppStory';
import { browserStorage } from '../../../shared/storage/browserStorage';
import AddTokenScreen from './AddTokenScreen';

/** The Idempotency-Key of every purchase request, in order. */
const keysSent: Array<string | null> = [];
const logKey = ({ request }: { request: Request }) => {
  if (request.url.endsWith('/wallet-add-token')) keysSent.push(request.headers.get('idempotency-key'));
};

/** The screen as the app shows it to Rohan (333 tokens), on the demo backend. */
const renderSignedIn = () =>
  render(
    <AppStoryFrame path="/my-wallet-add-money" signedInAs={1}>
      <AddTokenScreen />
    </AppStoryFrame>,
  );

const WAIT = { timeout: 5000 };

/** Buy on a package's card, then the confirmation's own Buy. */
async function buy(packageName: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Buy ${packageName} package` }));
  const confirmation = await screen.findByRole('dialog', { name: `Buy the ${packageName} package?` }, WAIT);
  await userEvent.click(within(confirmation).getByRole('button', { name: /^Buy for Rs\. / }));
}

describe('Add Token: asked once', () => {
  afterEach(() => browserStorage('session').clear());

  it('Buy names the package, its tokens and its price before anything is charged; Cancel charges nothing', async () => {
    const sent: string[] = [];
    const logPurchase = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/wallet-add-token')) sent.push(request.url);
    };
    server.events.on('request:start', logPurchase);
    try {
      renderSignedIn();
      expect(await screen.findByText('333 tokens', undefined, WAIT)).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Buy Growth package' }));
      const confirmation = await screen.findByRole('dialog', { name: 'Buy the Growth package?' }, WAIT);
      expect(confirmation).toHaveAccessibleDescription(
        /^250 tokens for Rs\. [\d,]+\. The tokens are added to your wallet at once\.$/,
      );
      await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent).toEqual([]);

      // Confirmed: the outcome shows on the package's card, beside the Buy that has the focus again.
      await buy('Growth');
      const card = screen.getByRole('button', { name: 'Buy Growth package' }).parentElement!;
      expect(
        await within(card).findByText('250 tokens added to your wallet.', undefined, WAIT),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Buy Growth package' })).toHaveFocus();
      expect(sent).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', logPurchase);
    }
  });
});

describe('Add Token: one purchase, one charge', () => {
  beforeEach(() => {
    keysSent.length = 0;
    server.events.on('request:start', logKey);
  });
  afterEach(() => {
    server.events.removeListener('request:start', logKey);
    browserStorage('session').clear();
  });

  it('buying again after a lost answer resends the same key, and the wallet is charged once', async () => {
    renderSignedIn();
    expect(await screen.findByText('333 tokens', undefined, WAIT)).toBeInTheDocument();
    // The server makes the next purchase, then the connection drops before its answer arrives.
    setFaults([{ kind: 'lost-answer', endpoint: '/wallet-add-token', times: 1 }]);

    await buy('Growth');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('could not reach the server');

    // The user tries again: the server already made this purchase and answers it without a second charge.
    await buy('Growth');
    expect(await screen.findByText('250 tokens added to your wallet.', undefined, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('583 tokens', undefined, WAIT)).toBeInTheDocument();
    expect(keysSent).toHaveLength(2);
    expect(keysSent[0]).toBeTruthy();
    expect(keysSent[1]).toBe(keysSent[0]);

    // Buying the same package once more is a new purchase: a new key, a second charge.
    await buy('Growth');
    expect(await screen.findByText('833 tokens', undefined, WAIT)).toBeInTheDocument();
    expect(keysSent).toHaveLength(3);
    expect(keysSent[2]).not.toBe(keysSent[0]);
  });

  it('after a lost answer, leaving the screen and coming back, Buy again is still the same purchase', async () => {
    const firstVisit = renderSignedIn();
    expect(await screen.findByText('333 tokens', undefined, WAIT)).toBeInTheDocument();
    setFaults([{ kind: 'lost-answer', endpoint: '/wallet-add-token', times: 1 }]);
    await buy('Growth');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('could not reach the server');

    // The user looks at My Wallet, then opens Add Token again.
    firstVisit.unmount();
    renderSignedIn();
    expect(await screen.findByText('583 tokens', undefined, WAIT)).toBeInTheDocument();
    await buy('Growth');
    expect(await screen.findByText('250 tokens added to your wallet.', undefined, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('583 tokens', undefined, WAIT)).toBeInTheDocument();
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);
  });

  it('another package after a failure is another purchase, with its own key', async () => {
    renderSignedIn();
    expect(await screen.findByText('333 tokens', undefined, WAIT)).toBeInTheDocument();
    setFaults([{ kind: 'network-error', endpoint: '/wallet-add-token', times: 1 }]);

    await buy('Growth');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('could not reach the server');
    await buy('Starter');
    expect(await screen.findByText('433 tokens', undefined, WAIT)).toBeInTheDocument();
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).not.toBe(keysSent[0]);
  });
});
