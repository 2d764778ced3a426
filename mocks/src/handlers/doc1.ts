import type { HttpHandler } from 'msw';

/** Handlers for the endpoints of spec document 1. */
export const doc1Handlers: HttpHandler[] = [];
