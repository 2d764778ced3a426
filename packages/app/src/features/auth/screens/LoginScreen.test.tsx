import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame } from '../../../testing/AppStory';
import LoginScreen from './LoginScreen';

const WAIT = { timeout: 5000 };

async function signInWithWrongPassword() {
  render(
    <AppStoryFrame path="/login">
      <LoginScreen />
    </AppStoryFrame>,
  );
  await userEvent.type(screen.getByLabelText(/^Email \/ Mobile/), '9876543210');
  await userEvent.type(screen.getByLabelText(/^Password/), 'not-my-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login: a wrong password answered with 401', () => {
  it("shows the server's message, not an ended session", async () => {
    server.use(
      http.post('*/api/login', () => HttpResponse.json({ msg: 'Invalid credentials' }, { status: 401 })),
    );
    await signInWithWrongPassword();
    expect(await screen.findByText('Invalid credentials', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it("shows the spec's envelope: msg in the banner, validate under its field", async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json(
          { error: 1, msg: 'Invalid credentials', validate: { password: ['The password is incorrect.'] } },
          { status: 401 },
        ),
      ),
    );
    await signInWithWrongPassword();
    expect(await screen.findByText('Invalid credentials', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/The password is incorrect\./);
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });
});
