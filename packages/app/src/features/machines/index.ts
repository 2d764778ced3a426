import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as MachineScreens from './screens/MachineScreens';
import type * as SellerMachineScreens from './seller/screens/SellerMachineScreens';

// The machine screens share their kit and differ by configuration: one chunk.
const machineScreen = (name: keyof typeof MachineScreens) => async () => ({
  default: (await import('./screens/MachineScreens'))[name],
});

// The seller's machines (every kind, and the two menus): one chunk.
const sellerScreen = (name: keyof typeof SellerMachineScreens) => async () => ({
  default: (await import('./seller/screens/SellerMachineScreens'))[name],
});

/** The four routes of each machine kind (add, my grid, my details, edit), named alike. */
function sellerMachineKindRoutes(): RouteRecord[] {
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
      screen: sellerScreen(`${Kind}AddScreen`),
    },
    {
      name: `my${Kind}s`,
      access: 'guarded',
      title: `My ${title}s`,
      screen: sellerScreen(`My${Kind}sScreen`),
    },
    {
      name: `my${Kind}Details`,
      access: 'guarded',
      title: `My ${title} Details`,
      screen: sellerScreen(`My${Kind}DetailsScreen`),
    },
    {
      name: `${kind}Edit`,
      access: 'guarded',
      title: `${title} Edit`,
      screen: sellerScreen(`${Kind}EditScreen`),
    },
  ]);
}

// The machines feature: its routes (document 1's route table guards every machine path).
export const machineRoutes: RouteRecord[] = [
  { name: 'machine', access: 'guarded', title: 'Machine', screen: machineScreen('MachineScreen') },
  {
    name: 'machineType',
    access: 'guarded',
    title: 'Select Machine for',
    screen: machineScreen('MachineTypeScreen'),
  },
  { name: 'buyMachine', access: 'guarded', title: 'Buy Machine', screen: machineScreen('BuyMachineScreen') },
  ...(
    [
      ['injectionMachines', 'Injection Molding Machine', 'InjectionMachinesScreen'],
      ['blowMoldingMachines', 'Blow Molding Machine', 'BlowMoldingMachinesScreen'],
      ['extruderMachines', 'Extruder Machine', 'ExtruderMachinesScreen'],
      ['utilityMachines', 'Utility Machine', 'UtilityMachinesScreen'],
      ['auxiliaryMachines', 'Auxiliary Machine', 'AuxiliaryMachinesScreen'],
    ] as const
  ).map(([name, title, screen]) => ({
    name,
    access: 'guarded' as const,
    title,
    screen: machineScreen(screen),
  })),
  // A machine's page asks for the machine as its route matches.
  ...(
    [
      [
        'injectionMachineDetails',
        'Injection Molding Machine Details',
        'InjectionMachineDetailsScreen',
        'injection',
      ],
      [
        'blowMoldingMachineDetails',
        'Blow Molding Machine Details',
        'BlowMoldingMachineDetailsScreen',
        'blowMolding',
      ],
      ['extruderMachineDetails', 'Extruder Machine Details', 'ExtruderMachineDetailsScreen', 'extruder'],
      ['utilityMachineDetails', 'Utility Machine Details', 'UtilityMachineDetailsScreen', 'utility'],
      ['auxiliaryMachineDetails', 'Auxiliary Machine Details', 'AuxiliaryMachineDetailsScreen', 'auxiliary'],
    ] as const
  ).map(([name, title, screen, kind]) => ({
    name,
    access: 'guarded' as const,
    title,
    screen: machineScreen(screen),
    preload: async (search: string) => (await import('./machines.data')).machinePagePreload(kind, search),
  })),
  // A seller's machines (document 3); document 1's route table guards every path.
  {
    name: 'machineAdd',
    access: 'guarded',
    title: 'Machine Add',
    screen: sellerScreen('MachineAddMenuScreen'),
  },
  {
    name: 'machineView',
    access: 'guarded',
    title: 'Machine View',
    screen: sellerScreen('MachineViewMenuScreen'),
  },
  ...sellerMachineKindRoutes(),
];
