import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineBadge } from './OfflineBadge';

describe('OfflineBadge', () => {
  it('says Offline as a polite status', () => {
    render(<OfflineBadge />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline$/);
  });

  it('keeps its status on the page while online: empty at first, "Back online" after a drop', () => {
    const { rerender } = render(<OfflineBadge online />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<OfflineBadge online={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline$/);
    rerender(<OfflineBadge online />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Back online$/);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('shows the badge to sighted users, hidden from screen readers (the status says it)', () => {
    render(<OfflineBadge />);
    expect(screen.getAllByText('Offline').map((words) => words.closest('[aria-hidden]') !== null)).toEqual([
      true,
      false,
    ]);
  });
});
