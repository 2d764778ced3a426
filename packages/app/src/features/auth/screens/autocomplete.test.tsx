import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { AppStoryFrame } from '../../../testing/AppStory';
import LoginScreen from './LoginScreen';
import LoginWithOtpScreen from './LoginWithOtpScreen';
import RegisterScreen from './RegisterScreen';
import RegisterDetailsScreen from './RegisterDetailsScreen';

// WCAG 2.2's accessible authentication (3.3.8): nothing to remember or retype. A password manager and the
// phone's keyboard fill a field only when it says what it holds.
const screens: [string, string, ComponentType][] = [
  ['Login', '/login', LoginScreen],
  ['Login with OTP', '/login-with-otp', LoginWithOtpScreen],
  ['Register', '/register', RegisterScreen],
  ['Register details', '/register-verify', RegisterDetailsScreen],
];

afterEach(() => sessionStorage.clear());

describe.each(screens)('%s', (_name, path, Screen) => {
  it('names what each field holds for the password manager and the keyboard', async () => {
    // The mobile number the first step of registering keeps for the second.
    sessionStorage.setItem(
      'plastihub.registration',
      JSON.stringify({ countryCode: '+91', mobile: '9000012345' }),
    );
    render(
      <AppStoryFrame path={path}>
        <Screen />
      </AppStoryFrame>,
    );
    const fields = await screen.findAllByRole('textbox');
    const inputs = [...document.querySelectorAll('input:not([type=hidden]):not([type=checkbox])')];
    expect(inputs.length).toBeGreaterThanOrEqual(fields.length);
    for (const input of inputs)
      expect(input.getAttribute('autocomplete'), input.getAttribute('name') ?? input.id).toMatch(/\S/);
  });
});
