import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Popover } from './Popover';

describe('Popover', () => {
  // The panel's code comes with the first opening; on a busy machine its first transform here outlasts a findBy.
  beforeAll(() => import('./PopoverPanel'));

  it('opens and closes from its trigger, and returns focus to it on Esc', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Popover label="Country" heading="Filter by country">
          <button type="button">India</button>
        </Popover>
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Country' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Filter by country' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'India' })).toHaveFocus());

    // A press on the trigger closes it (it is not a click outside that would close it and open it again).
    await user.click(trigger);
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Filter by country' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    // After a click elsewhere, focus stays where the user put it.
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Filter by country' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
