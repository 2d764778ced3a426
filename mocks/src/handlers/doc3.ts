import type { HttpHandler } from 'msw';
import { sellerTradeHandlers } from './sellerTrade';
import { roleHandlers } from './roles';
import { sellerMachineHandlers } from './sellerMachines';
import { sellerToolRoomHandlers } from './sellerToolRooms';
import { carScrappageHandlers } from './carScrappage';
import { priceListHandlers } from './priceLists';
import { jobHandlers } from './jobs';
import { demoHandlers } from './demo';

/** Handlers for the endpoints of spec document 3 (plus the demo-only approval control). */
export const doc3Handlers: HttpHandler[] = [
  ...sellerTradeHandlers,
  ...roleHandlers,
  ...sellerMachineHandlers,
  ...sellerToolRoomHandlers,
  ...carScrappageHandlers,
  ...priceListHandlers,
  ...jobHandlers,
  ...demoHandlers,
];
