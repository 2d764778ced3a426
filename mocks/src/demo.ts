/** Demo credentials the app shows in demo mode; nothing else, so importing it never pulls in MSW. */
export const DEMO_OTP = '123456';
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_MOBILE = '9876543210';
