import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame } from '../../../testing/AppStory';
import TradeProductsScreen from './TradeProductsScreen';

const WAIT = { timeout: 5000 };
const asked: URL[] = [];
const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url));

describe('Trade Products: filters from a shared link', () => {
  beforeEach(() => {
    asked.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));

  it('shows a chip only for the filter it applies, and asks for only that id', async () => {
    render(
      <AppStoryFrame
        path="/trade-product?trade_type=Virgin+Polymers&country=3,abc,1e3,03,9007199254740993"
        signedInAs={1}
      >
        <TradeProductsScreen />
      </AppStoryFrame>,
    );
    expect(
      await screen.findByRole('button', { name: 'Remove filter Saudi Arabia' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Country \(1\)/ })).toBeInTheDocument();
    const filterCalls = asked.filter((url) => url.pathname.endsWith('/trade-product-filter'));
    expect(filterCalls.map((url) => url.searchParams.get('country_ids'))).toEqual(['3']);
  });
});
