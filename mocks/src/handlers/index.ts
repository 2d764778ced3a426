import { homeHandlers } from './home';

/** Every endpoint of the three spec documents, grouped by domain. */
export const handlers = [...homeHandlers];
