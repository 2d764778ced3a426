import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame } from '../../../testing/AppStory';
import LoginScreen from './LoginScreen';

// What a screen reader says (issue 54.1), with a virtual screen reader over the rendered screen.

afterEach(async () => {
  await virtual.stop();
});

describe('what a screen reader says: sign in with a wrong password', () => {
  it('moves to the server’s message and reads it', { timeout: 20_000 }, async () => {
    server.use(
      http.post('*/api/login', () => HttpResponse.json({ msg: 'Invalid credentials' }, { status: 401 })),
    );
    const { container } = render(
      <AppStoryFrame path="/login">
        <LoginScreen />
      </AppStoryFrame>,
    );
    await virtual.start({ container });
    await userEvent.type(screen.getByLabelText(/^Email \/ Mobile/), '9876543210');
    await userEvent.type(screen.getByLabelText(/^Password/), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // The focus lands on the message, which is read next: the user hears why, and goes on from there.
    await waitFor(async () => expect(await virtual.lastSpokenPhrase()).toBe('alert'), { timeout: 8000 });
    expect(document.activeElement).toHaveTextContent('Invalid credentials');
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe('Invalid credentials');
  });
});
