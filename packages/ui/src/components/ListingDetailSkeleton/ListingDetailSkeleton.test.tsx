import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListingDetailSkeleton } from './ListingDetailSkeleton';

describe('ListingDetailSkeleton', () => {
  it('tells screen readers the page is loading, and nothing else', () => {
    const { container } = render(<ListingDetailSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(container).toHaveTextContent(/^Loading$/);
    // The shapes are drawn, but hidden from assistive technology.
    expect(container.querySelector('[aria-hidden="true"]')?.childElementCount).toBe(2);
  });

  it('has nothing to press or tab to', async () => {
    render(
      <>
        <ListingDetailSkeleton />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
