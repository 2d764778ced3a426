import type { HttpHandler } from 'msw';

/** Handlers for the endpoints of spec document 3. */
export const doc3Handlers: HttpHandler[] = [];
