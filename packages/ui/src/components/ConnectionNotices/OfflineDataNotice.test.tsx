import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfflineDataNotice } from './OfflineDataNotice';

const savedAt = new Date('2026-11-26T10:42:00+05:30');

describe('OfflineDataNotice', () => {
  it('says the page is the saved copy, and offers nothing to press while offline', () => {
    render(<OfflineDataNotice savedAt={savedAt} online={false} onRefresh={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^You are offline\. Showing what you saw on 26 Nov, 10:42\.$/,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the connection is back, in the same status, and Refresh calls onRefresh', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<OfflineDataNotice savedAt={savedAt} online={false} onRefresh={onRefresh} />);
    const status = screen.getByRole('status');
    rerender(<OfflineDataNotice savedAt={savedAt} online onRefresh={onRefresh} />);
    // The same live region, so the change is read out.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^You are back online\. Showing what you saw on 26 Nov, 10:42\.$/);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('still reads well when the saved time is unknown', () => {
    render(<OfflineDataNotice savedAt={new Date(Number.NaN)} online={false} onRefresh={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^You are offline\. Showing what you saw earlier\.$/,
    );
  });
});
