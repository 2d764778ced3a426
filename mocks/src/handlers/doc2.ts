import type { HttpHandler } from 'msw';
import { materialHandlers } from './materials';

/** Handlers for the endpoints of spec document 2. */
export const doc2Handlers: HttpHandler[] = [...materialHandlers];
