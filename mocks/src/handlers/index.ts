import type { HttpHandler } from 'msw';
import { accountHandlers } from './accounts';
import { blogHandlers } from './blogs';
import { carScrappageHandlers } from './carScrappage';
import { chatHandlers } from './chat';
import { demoHandlers } from './demo';
import { homeHandlers } from './home';
import { jobHandlers } from './jobs';
import { lookupHandlers } from './lookups';
import { machineHandlers } from './machines';
import { manpowerHandlers } from './manpower';
import { materialHandlers } from './materials';
import { moneyHandlers } from './money';
import { pageHandlers } from './pages';
import { polymerHandlers } from './polymers';
import { priceListHandlers } from './priceLists';
import { qaHandlers } from './qa';
import { roleHandlers } from './roles';
import { sellerMachineHandlers } from './sellerMachines';
import { sellerToolRoomHandlers } from './sellerToolRooms';
import { sellerTradeHandlers } from './sellerTrade';
import { toolRoomHandlers } from './toolRooms';
import { tradeHandlers } from './trade';
import { walletHandlers } from './wallet';

/** Every endpoint of the spec, one list per domain (plus the demo-only approval control). */
export const handlers: HttpHandler[] = [
  ...homeHandlers,
  ...lookupHandlers,
  ...accountHandlers,
  ...manpowerHandlers,
  ...tradeHandlers,
  ...chatHandlers,
  ...walletHandlers,
  ...pageHandlers,
  ...blogHandlers,
  ...qaHandlers,
  ...moneyHandlers,
  ...machineHandlers,
  ...toolRoomHandlers,
  ...materialHandlers,
  ...polymerHandlers,
  ...sellerTradeHandlers,
  ...roleHandlers,
  ...sellerMachineHandlers,
  ...sellerToolRoomHandlers,
  ...carScrappageHandlers,
  ...priceListHandlers,
  ...jobHandlers,
  ...demoHandlers,
];
