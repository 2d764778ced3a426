import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

// What a screen reader says (issue 54.1), with a virtual screen reader over the page (the dialog is a portal).

afterEach(async () => {
  await virtual.stop();
});

describe('what a screen reader says: a dialog opened and closed', () => {
  it(
    'names the dialog as it opens, and puts the focus back on its button when it closes',
    { timeout: 20_000 },
    async () => {
      render(
        <Dialog title="Choose manpower region" triggerLabel="Find manpower">
          Pick India or International.
        </Dialog>,
      );
      await virtual.start({ container: document.body });
      await userEvent.click(screen.getByRole('button', { name: 'Find manpower' }));
      await screen.findByRole('dialog', { name: 'Choose manpower region' }, { timeout: 5000 });
      await waitFor(async () =>
        expect(await virtual.spokenPhraseLog()).toContainEqual(
          expect.stringMatching(/^dialog, Choose manpower region/),
        ),
      );
      // The reader stops before the dialog closes: the virtual screen reader (0.33) fails on the removed dialog's
      // references (an unhandled rejection in its live-region watch). The focus is back on the dialog's button.
      await virtual.stop();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Find manpower' })).toHaveFocus();
    },
  );
});
