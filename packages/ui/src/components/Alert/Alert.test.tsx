import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('interrupts for critical messages and lists the errors', () => {
    render(
      <Alert tone="critical" errors={['Name is required.', 'Name is required.', 'Email is invalid.']} />,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name is required.',
      'Name is required.',
      'Email is invalid.',
    ]);
    expect(alert).toContainElement(screen.getByRole('list'));
  });

  it.each(['success', 'info', 'warning'] as const)('is a polite status when %s', (tone) => {
    render(<Alert tone={tone}>Saved.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no list for an empty error array', () => {
    render(
      <Alert tone="critical" errors={[]}>
        Something failed.
      </Alert>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a dismiss button only when it can be dismissed', async () => {
    const { rerender } = render(<Alert>Saved.</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    const onDismiss = vi.fn();
    rerender(<Alert onDismiss={onDismiss}>Saved.</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
