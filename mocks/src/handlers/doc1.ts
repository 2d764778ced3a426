import type { HttpHandler } from 'msw';
import { chatHandlers } from './chat';
import { lookupHandlers } from './lookups';

/** Handlers for the endpoints of spec document 1. */
export const doc1Handlers: HttpHandler[] = [...lookupHandlers, ...chatHandlers];
