import type { HttpHandler } from 'msw';
import { accountHandlers } from './accounts';
import { chatHandlers } from './chat';
import { lookupHandlers } from './lookups';
import { manpowerHandlers } from './manpower';
import { pageHandlers } from './pages';
import { tradeHandlers } from './trade';
import { walletHandlers } from './wallet';

/** Handlers for the endpoints of spec document 1. */
export const doc1Handlers: HttpHandler[] = [
  ...lookupHandlers,
  ...accountHandlers,
  ...manpowerHandlers,
  ...tradeHandlers,
  ...chatHandlers,
  ...walletHandlers,
  ...pageHandlers,
];
