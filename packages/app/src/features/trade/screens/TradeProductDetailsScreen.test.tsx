import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame } from '../../../testing/AppStory';
import TradeProductDetailsScreen from './TradeProductDetailsScreen';

const WAIT = { timeout: 5000 };
const asked: URL[] = [];
const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url));

describe('Trade Product Details: the product id in the URL', () => {
  beforeEach(() => {
    asked.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));

  // Number() reads the first as 1e21 (sent as "1e+21") and rounds the second to 9007199254740992.
  it.each(['1000000000000000000000', '9007199254740993', '1e3'])(
    'product_id=%s is no product: Record Not Found, and nothing is asked for',
    async (productId) => {
      render(
        <AppStoryFrame path={`/trade-product-details?product_id=${productId}`} signedInAs={1}>
          <TradeProductDetailsScreen />
        </AppStoryFrame>,
      );
      expect(await screen.findByText('Record Not Found', undefined, WAIT)).toBeInTheDocument();
      expect(asked.filter((url) => url.pathname.endsWith('/trade-product-details'))).toEqual([]);
    },
  );
});
