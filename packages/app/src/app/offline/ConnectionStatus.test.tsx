import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ConnectionStatus from './ConnectionStatus';

describe('ConnectionStatus', () => {
  it('says Offline while the browser has no connection, and goes when it comes back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<ConnectionStatus />);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline$/);
    // The badge seen, besides the words screen readers hear.
    expect(screen.getAllByText('Offline')).toHaveLength(2);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Back online$/);
  });
});
