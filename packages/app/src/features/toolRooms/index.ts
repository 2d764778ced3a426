import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as ToolRoomScreens from './screens/ToolRoomScreens';
import type * as SellerToolRoomScreens from './seller/screens/SellerToolRoomScreens';

const toolRoomScreen = (name: keyof typeof ToolRoomScreens) => async () => ({
  default: (await import('./screens/ToolRoomScreens'))[name],
});

// The seller's tool-and-die companies and their machines: one chunk.
const sellerScreen = (name: keyof typeof SellerToolRoomScreens) => async () => ({
  default: (await import('./seller/screens/SellerToolRoomScreens'))[name],
});

/** Tool-and-die rooms: the public list and details, and a seller's companies and machines (guarded). */
export const toolRoomRoutes: RouteRecord[] = [
  {
    name: 'toolAndDie',
    screen: toolRoomScreen('ToolAndDieScreen'),
  },
  {
    name: 'toolAndDieDetails',
    screen: toolRoomScreen('ToolAndDieDetailsScreen'),
  },
  {
    name: 'toolDieAdd',
    screen: sellerScreen('ToolDieAddScreen'),
  },
  {
    name: 'myToolDie',
    screen: sellerScreen('MyToolDieScreen'),
  },
  {
    name: 'myToolDieDetails',
    screen: sellerScreen('MyToolDieDetailsScreen'),
  },
  {
    name: 'toolDieEdit',
    screen: sellerScreen('ToolDieEditScreen'),
  },
  {
    name: 'toolMachineAdd',
    screen: sellerScreen('ToolMachineAddScreen'),
  },
  {
    name: 'toolMachineEdit',
    screen: sellerScreen('ToolMachineEditScreen'),
  },
];
