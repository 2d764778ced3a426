import type { HttpHandler } from 'msw';

/** Handlers for the endpoints of spec document 2. */
export const doc2Handlers: HttpHandler[] = [];
