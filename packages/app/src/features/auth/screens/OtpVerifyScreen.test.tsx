import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@plastihub/mocks/node';
import { AppStoryFrame } from '../../../testing/AppStory';
import { rememberOtpUsername } from '../signInSteps';
import OtpVerifyScreen from './OtpVerifyScreen';

const WAIT = { timeout: 5000 };

afterEach(() => sessionStorage.clear());

describe('Verify OTP: a wrong OTP answered with 401', () => {
  it("shows the server's message, not an ended session", async () => {
    server.use(
      http.post('*/api/login-withotp/verify', () =>
        HttpResponse.json({ msg: 'The OTP is invalid.' }, { status: 401 }),
      ),
    );
    rememberOtpUsername('9876543210');
    render(
      <AppStoryFrame path="/login-with-otp-verify">
        <OtpVerifyScreen />
      </AppStoryFrame>,
    );
    await userEvent.type(screen.getByLabelText(/^OTP/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The OTP is invalid.', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });
});

describe('Verify OTP: no code to remember or retype', () => {
  it('offers the code from the SMS (one-time-code) and keeps the digits of a pasted message', async () => {
    rememberOtpUsername('9876543210');
    render(
      <AppStoryFrame path="/login-with-otp-verify">
        <OtpVerifyScreen />
      </AppStoryFrame>,
    );
    const otp = screen.getByLabelText(/^OTP/);
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(otp);
    await userEvent.paste('Your PlastiHub OTP is 482 913. Do not share it.');
    expect(otp).toHaveValue('482913');
  });
});
