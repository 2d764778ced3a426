import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearFaults, resetDatabase, server } from '@plastihub/mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // A test's saved session and hand-offs (AppStoryFrame saves the story's session) never reach the next test.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  server.resetHandlers();
  clearFaults();
  resetDatabase();
});
afterAll(() => server.close());
