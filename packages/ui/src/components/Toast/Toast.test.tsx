// fireEvent rather than user-event: Radix's swipe handlers need pointer capture, which jsdom lacks.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger(toast: ToastOptions) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Notify
    </button>
  );
}

const notifications = () => screen.getByRole('region', { name: /Notifications/ });

describe('Toast', () => {
  it('shows each toast raised through useToast().show', () => {
    render(
      <ToastProvider>
        <Trigger title="Saved" description="Your profile is up to date." />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(notifications().querySelectorAll('li')).toHaveLength(2);
    expect(notifications()).toHaveTextContent('Your profile is up to date.');
  });

  it('removes a toast when dismissed', async () => {
    render(
      <ToastProvider>
        <Trigger title="Saved" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(notifications().querySelector('li')).toBeNull());
  });

  it('closes by itself after the duration', async () => {
    render(
      <ToastProvider duration={100}>
        <Trigger title="Saved" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(notifications().querySelector('li')).not.toBeNull();
    await waitFor(() => expect(notifications().querySelector('li')).toBeNull());
  });

  it('explains itself when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="Saved" />)).toThrow('useToast() needs a <ToastProvider> above it');
  });
});
