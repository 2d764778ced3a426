import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export { resetDatabase } from './db/table';
export { setFaults, clearFaults } from './faults';

/** For Vitest: every request must be handled (`onUnhandledRequest: 'error'`). */
export const server = setupServer(...handlers);
