import type { HttpHandler } from 'msw';
import { roleHandlers } from './roles';
import { carScrappageHandlers } from './carScrappage';
import { priceListHandlers } from './priceLists';
import { jobHandlers } from './jobs';

/** Handlers for the endpoints of spec document 3. */
export const doc3Handlers: HttpHandler[] = [
  ...roleHandlers,
  ...carScrappageHandlers,
  ...priceListHandlers,
  ...jobHandlers,
];
