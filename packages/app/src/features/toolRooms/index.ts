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
    access: 'guarded',
    title: 'Tool and Die',
    screen: toolRoomScreen('ToolAndDieScreen'),
  },
  {
    name: 'toolAndDieDetails',
    access: 'guarded',
    title: 'Tool and Die Details',
    screen: toolRoomScreen('ToolAndDieDetailsScreen'),
  },
  {
    name: 'toolDieAdd',
    access: 'guarded',
    title: 'Tool and Die Add',
    screen: sellerScreen('ToolDieAddScreen'),
  },
  {
    name: 'myToolDie',
    access: 'guarded',
    title: 'My Tool and Die',
    screen: sellerScreen('MyToolDieScreen'),
  },
  {
    name: 'myToolDieDetails',
    access: 'guarded',
    title: 'My Tool and Die Details',
    screen: sellerScreen('MyToolDieDetailsScreen'),
  },
  {
    name: 'toolDieEdit',
    access: 'guarded',
    title: 'Tool and Die Edit',
    screen: sellerScreen('ToolDieEditScreen'),
  },
  {
    name: 'toolMachineAdd',
    access: 'guarded',
    title: 'Tool and Die Machine Add',
    screen: sellerScreen('ToolMachineAddScreen'),
  },
  {
    name: 'toolMachineEdit',
    access: 'guarded',
    title: 'Tool and Die Machine Edit',
    screen: sellerScreen('ToolMachineEditScreen'),
  },
];
