import type { RouteRecord } from '../../shared/routing/routeRecord';

/**
 * The spec's paths that have no screen yet: their title and access are data all the same, and each shows a
 * page naming its section. A feature that builds one of them takes its record over into its own route list.
 */
export const placeholderRoutes: RouteRecord[] = [
  { name: 'toolDieAdd', access: 'guarded', title: 'Tool and Die Add' },
  { name: 'myToolDie', access: 'guarded', title: 'My Tool and Die' },
  { name: 'myToolDieDetails', access: 'guarded', title: 'My Tool and Die Details' },
  { name: 'toolDieEdit', access: 'guarded', title: 'Tool and Die Edit' },
  { name: 'toolMachineAdd', access: 'guarded', title: 'Tool and Die Machine Add' },
  { name: 'toolMachineEdit', access: 'guarded', title: 'Tool and Die Machine Edit' },
];
