import type { RouteRecord } from '../../shared/routing/routeRecord';
import type * as MachineScreens from './screens/MachineScreens';
import type * as ToolRoomScreens from './screens/ToolRoomScreens';

// The machine screens share their kit and differ by configuration: one chunk.
const machineScreen = (name: keyof typeof MachineScreens) => async () => ({
  default: (await import('./screens/MachineScreens'))[name],
});

const toolRoomScreen = (name: keyof typeof ToolRoomScreens) => async () => ({
  default: (await import('./screens/ToolRoomScreens'))[name],
});

// The machines feature's public face: its routes (document 1's route table guards every machine path).
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
];
