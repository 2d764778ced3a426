import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trackDraft } from './drafts';
import { holdsUnkeptInput } from './unkeptInput';

describe('holdsUnkeptInput', () => {
  it('is false for an empty page, a search in the URL, and fields a draft keeps', async () => {
    render(
      <>
        <form role="search">
          <input aria-label="Search" defaultValue="HDPE" />
        </form>
        <input aria-label="Accept" type="checkbox" defaultChecked />
        <input id="city" aria-label="City" defaultValue="Pune" />
        <input aria-label="Empty" />
      </>,
    );
    const stop = trackDraft('my-profile', () => ({ city: 'Pune' }), ['city']);
    expect(holdsUnkeptInput()).toBe(false);
    stop();
    // Once no draft keeps the city, it would be lost.
    expect(holdsUnkeptInput()).toBe(true);
  });

  it('is true once the user types into a field no draft keeps (a password never is)', async () => {
    const { getByLabelText } = render(<input aria-label="Password" type="password" />);
    expect(holdsUnkeptInput()).toBe(false);
    await userEvent.type(getByLabelText('Password'), 'secret');
    expect(holdsUnkeptInput()).toBe(true);
  });
});
