import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as SellerMachineScreens from './screens/SellerMachineScreens';
import type * as ToolRoomScreens from './screens/ToolRoomScreens';
import type * as TradeProductScreens from './screens/TradeProductScreens';

// The seller's trade product screens: one chunk.
const tradeProductScreen = (name: keyof typeof TradeProductScreens) => async () => ({
  default: (await import('./screens/TradeProductScreens'))[name],
});

// The seller's machines (every kind, and the two menus): one chunk.
const machineScreen = (name: keyof typeof SellerMachineScreens) => async () => ({
  default: (await import('./screens/SellerMachineScreens'))[name],
});

// The seller's tool-and-die companies and their machines: one chunk.
const toolRoomScreen = (name: keyof typeof ToolRoomScreens) => async () => ({
  default: (await import('./screens/ToolRoomScreens'))[name],
});

/** The four routes of each machine kind (add, my grid, my details, edit), named alike. */
function machineKindRoutes(): RouteRecord[] {
  const kinds = [
    ['injectionMachine', 'InjectionMachine', 'Injection Molding Machine'],
    ['blowMoldingMachine', 'BlowMoldingMachine', 'Blow Molding Machine'],
    ['extruderMachine', 'ExtruderMachine', 'Extruder Machine'],
  ] as const;
  return kinds.flatMap(([kind, Kind, title]): RouteRecord[] => [
    {
      name: `${kind}Add`,
      access: 'guarded',
      title: `${title} Add`,
      screen: machineScreen(`${Kind}AddScreen`),
    },
    {
      name: `my${Kind}s`,
      access: 'guarded',
      title: `My ${title}s`,
      screen: machineScreen(`My${Kind}sScreen`),
    },
    {
      name: `my${Kind}Details`,
      access: 'guarded',
      title: `My ${title} Details`,
      screen: machineScreen(`My${Kind}DetailsScreen`),
    },
    {
      name: `${kind}Edit`,
      access: 'guarded',
      title: `${title} Edit`,
      screen: machineScreen(`${Kind}EditScreen`),
    },
  ]);
}

// Seller listing management (document 3); document 1's route table guards every path.
export const sellingRoutes: RouteRecord[] = [
  {
    name: 'tradeProductAdd',
    access: 'guarded',
    title: 'Add Trade Product',
    screen: tradeProductScreen('TradeProductAddScreen'),
  },
  {
    name: 'productAdd',
    access: 'guarded',
    title: 'Product Add',
    screen: tradeProductScreen('TradeProductAddScreen'),
  },
  {
    name: 'productView',
    access: 'guarded',
    title: 'My Products',
    screen: tradeProductScreen('MyProductsScreen'),
  },
  {
    name: 'machineAdd',
    access: 'guarded',
    title: 'Machine Add',
    screen: machineScreen('MachineAddMenuScreen'),
  },
  {
    name: 'machineView',
    access: 'guarded',
    title: 'Machine View',
    screen: machineScreen('MachineViewMenuScreen'),
  },
  ...machineKindRoutes(),
  {
    name: 'toolDieAdd',
    access: 'guarded',
    title: 'Tool and Die Add',
    screen: toolRoomScreen('ToolDieAddScreen'),
  },
  {
    name: 'myToolDie',
    access: 'guarded',
    title: 'My Tool and Die',
    screen: toolRoomScreen('MyToolDieScreen'),
  },
  {
    name: 'myToolDieDetails',
    access: 'guarded',
    title: 'My Tool and Die Details',
    screen: toolRoomScreen('MyToolDieDetailsScreen'),
  },
  {
    name: 'toolDieEdit',
    access: 'guarded',
    title: 'Tool and Die Edit',
    screen: toolRoomScreen('ToolDieEditScreen'),
  },
  {
    name: 'toolMachineAdd',
    access: 'guarded',
    title: 'Tool and Die Machine Add',
    screen: toolRoomScreen('ToolMachineAddScreen'),
  },
  {
    name: 'toolMachineEdit',
    access: 'guarded',
    title: 'Tool and Die Machine Edit',
    screen: toolRoomScreen('ToolMachineEditScreen'),
  },
];
