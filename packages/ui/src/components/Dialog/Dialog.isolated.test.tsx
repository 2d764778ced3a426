import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

// Its own module graph (vitest.config.ts, unit-isolated): the panel's code must not be in before the test.
// The open state's code downloads on first use. The first two downloads fail (a dropped connection): the one the
// pointer over the trigger starts, and the press's own. The next works.
const panelDownload = vi.hoisted(() => ({ failuresLeft: 2 }));
vi.mock('./DialogPanel', async (importOriginal) => {
  if (panelDownload.failuresLeft > 0) {
    panelDownload.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('Dialog', () => {
  it('says so when its code does not download, and opens on the next press', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Choose manpower region" triggerLabel="Find manpower">
        Pick India or International.
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Find manpower' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(trigger);
    // The module's first transform in the test runner can take a while on a busy machine.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This could not open. Check your connection and try again.',
    );
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose manpower region' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Pick India or International.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
