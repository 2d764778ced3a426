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
      ['injectionMachineDetails', 'Injection Molding Machine Details', 'InjectionMachineDetailsScreen'],
      ['blowMoldingMachines', 'Blow Molding Machine', 'BlowMoldingMachinesScreen'],
      ['blowMoldingMachineDetails', 'Blow Molding Machine Details', 'BlowMoldingMachineDetailsScreen'],
      ['extruderMachines', 'Extruder Machine', 'ExtruderMachinesScreen'],
      ['extruderMachineDetails', 'Extruder Machine Details', 'ExtruderMachineDetailsScreen'],
      ['utilityMachines', 'Utility Machine', 'UtilityMachinesScreen'],
      ['utilityMachineDetails', 'Utility Machine Details', 'UtilityMachineDetailsScreen'],
      ['auxiliaryMachines', 'Auxiliary Machine', 'AuxiliaryMachinesScreen'],
      ['auxiliaryMachineDetails', 'Auxiliary Machine Details', 'AuxiliaryMachineDetailsScreen'],
    ] as const
  ).map(([name, title, screen]) => ({
    name,
    access: 'guarded' as const,
    title,
    screen: machineScreen(screen),
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
