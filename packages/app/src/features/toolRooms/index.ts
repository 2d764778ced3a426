import { screenSet, type RouteRecord } from '../../shared/routing/routeRecord';

const sellerScreen = screenSet(() => import('./seller/screens'));

/** Tool-and-die rooms: the public list and details, and a seller's companies and machines (guarded). */
export const toolRoomRoutes: RouteRecord[] = [
  { name: 'toolAndDie', screen: () => import('./screens/ToolAndDieScreen') },
  { name: 'toolAndDieDetails', screen: () => import('./screens/ToolAndDieDetailsScreen') },
  { name: 'toolDieAdd', screen: sellerScreen('ToolDieAddScreen') },
  { name: 'myToolDie', screen: sellerScreen('MyToolDieScreen') },
  { name: 'myToolDieDetails', screen: sellerScreen('MyToolDieDetailsScreen') },
  { name: 'toolDieEdit', screen: sellerScreen('ToolDieEditScreen') },
  { name: 'toolMachineAdd', screen: sellerScreen('ToolMachineAddScreen') },
  { name: 'toolMachineEdit', screen: sellerScreen('ToolMachineEditScreen') },
];
