import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState } from './EmptyState';

describe('EmptyState', () => {
  it('says "No Data Found" for an empty list', () => {
    render(<EmptyState />);
    expect(screen.getByRole('heading', { level: 2, name: 'No Data Found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Record Not Found" for a missing record', () => {
    render(<EmptyState variant="missing" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Record Not Found' })).toBeInTheDocument();
  });

  it('takes a custom title, description and action', () => {
    render(
      <EmptyState
        title="No dealer found at this location."
        description="Try another city."
        action={<button type="button">Change city</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No dealer found at this location.' })).toBeInTheDocument();
    expect(screen.getByText('Try another city.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change city' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('announces the failure and retries on "Try again"', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="The server did not answer." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('ignores presses while a retry runs', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} retrying />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
