import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  it('says a new version is ready, politely, and Reload is reached by keyboard', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(
      <>
        <button type="button">Page content</button>
        <UpdatePrompt onReload={onReload} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^A new version of PlastiHub is ready$/);
    expect(screen.getByRole('region', { name: 'Update' })).toContainElement(screen.getByRole('status'));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledOnce();
  });
});
