import { homeHandlers } from './home';
import { doc1Handlers } from './doc1';
import { doc2Handlers } from './doc2';
import { doc3Handlers } from './doc3';

/** Every endpoint of the three spec documents, grouped by domain. */
export const handlers = [...homeHandlers, ...doc1Handlers, ...doc2Handlers, ...doc3Handlers];
