import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterDropdown } from './FilterDropdown';

// The choices download with the popover's open state, on first use. The first two downloads of the choices fail
// (a dropped connection): the one the pointer over the trigger starts, and the press's own. The next works.
const choicesDownload = vi.hoisted(() => ({ failuresLeft: 2 }));
vi.mock('./FilterOptions', async (importOriginal) => {
  if (choicesDownload.failuresLeft > 0) {
    choicesDownload.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('FilterDropdown', () => {
  it('opens only with its choices: says so when they do not download, and opens on the next press', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <FilterDropdown
        name="Country"
        options={[
          { value: '101', label: 'India' },
          { value: '161', label: 'Nepal' },
        ]}
        value={[]}
        onApply={onApply}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Country' });

    await user.click(trigger);
    // The modules' first transform in the test runner can take a while on a busy machine.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This could not open. Check your connection and try again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Country' }, { timeout: 5000 });
    await user.click(screen.getByRole('checkbox', { name: 'Nepal' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(['161']);
    expect(popover).not.toBeInTheDocument();
  });
});
