import type { RouteRecord } from '../../shared/routing/routeRecord';

/**
 * The spec's paths that have no screen yet: their title and access are data all the same, and each shows a
 * page naming its section. A feature that builds one of them takes its record over into its own route list.
 */
export const placeholderRoutes: RouteRecord[] = [
  { name: 'machineAdd', access: 'guarded', title: 'Machine Add' },
  { name: 'machineView', access: 'guarded', title: 'Machine View' },
  { name: 'injectionMachineAdd', access: 'guarded', title: 'Injection Molding Machine Add' },
  { name: 'blowMoldingMachineAdd', access: 'guarded', title: 'Blow Molding Machine Add' },
  { name: 'extruderMachineAdd', access: 'guarded', title: 'Extruder Machine Add' },
  { name: 'toolDieAdd', access: 'guarded', title: 'Tool and Die Add' },
  { name: 'myInjectionMachines', access: 'guarded', title: 'My Injection Molding Machines' },
  { name: 'myBlowMoldingMachines', access: 'guarded', title: 'My Blow Molding Machines' },
  { name: 'myExtruderMachines', access: 'guarded', title: 'My Extruder Machines' },
  { name: 'myToolDie', access: 'guarded', title: 'My Tool and Die' },
  { name: 'myInjectionMachineDetails', access: 'guarded', title: 'Injection Molding Machine Details' },
  { name: 'myBlowMoldingMachineDetails', access: 'guarded', title: 'My Blow Molding Machine Details' },
  { name: 'myExtruderMachineDetails', access: 'guarded', title: 'My Extruder Machine Details' },
  { name: 'myToolDieDetails', access: 'guarded', title: 'My Tool and Die Details' },
  { name: 'injectionMachineEdit', access: 'guarded', title: 'Injection Molding Machine Edit' },
  { name: 'blowMoldingMachineEdit', access: 'guarded', title: 'Blow Molding Machine Edit' },
  { name: 'extruderMachineEdit', access: 'guarded', title: 'Extruder Machine Edit' },
  { name: 'toolDieEdit', access: 'guarded', title: 'Tool and Die Edit' },
  { name: 'toolMachineAdd', access: 'guarded', title: 'Tool and Die Machine Add' },
  { name: 'toolMachineEdit', access: 'guarded', title: 'Tool and Die Machine Edit' },
];
