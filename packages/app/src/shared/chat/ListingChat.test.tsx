import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../testing/store';
import { ListingChat } from './ListingChat';

describe("a listing's Chat", () => {
  it('asks a visitor to sign in first, and comes back to the listing', () => {
    window.history.replaceState(null, '', '/trade-product-details?product_id=2');
    render(
      <Provider store={createStore()}>
        <ListingChat listingType="Trade Product" listingId={2} partnerId={3} partnerName="Shree Polymers" />
      </Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/trade-product-details?product_id=2')}`,
    );
  });
});
