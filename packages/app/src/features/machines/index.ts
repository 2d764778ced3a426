import { screenWithProps, type RouteRecord } from '../../shared/routing/routeRecord';
import { machineKinds, type MachineKindRecord } from './machineKinds';

/** A kind's pages, from its record: the list and details, and a seller's add, grid, details and edit. */
function kindRoutes(kind: MachineKindRecord): RouteRecord[] {
  const props = { kind: kind.name };
  const { routes, seller } = kind;
  return [
    {
      name: routes.list,
      ...screenWithProps(() => import('./screens/MachineListScreen'), props),
    },
    {
      name: routes.details,
      ...screenWithProps(() => import('./screens/MachineDetailsScreen'), props),
      // A machine's page asks for the machine as its route matches.
      preload: async (search) => (await import('./machines.data')).machinePagePreload(props.kind, search),
    },
    ...(seller
      ? ([
          {
            name: seller.routes.add,
            ...screenWithProps(() => import('./seller/screens/SellerMachineAddScreen'), {
              kind: seller.name,
            }),
          },
          {
            name: seller.routes.mine,
            ...screenWithProps(() => import('./seller/screens/MySellerMachinesScreen'), {
              kind: seller.name,
            }),
          },
          {
            name: seller.routes.myDetails,
            ...screenWithProps(() => import('./seller/screens/MySellerMachineDetailsScreen'), {
              kind: seller.name,
            }),
          },
          {
            name: seller.routes.edit,
            ...screenWithProps(() => import('./seller/screens/SellerMachineEditScreen'), {
              kind: seller.name,
            }),
          },
        ] satisfies RouteRecord[])
      : []),
  ];
}

// The machines feature's routes (document 1's route table guards every machine path; a seller's pages are
// document 3's).
export const machineRoutes: RouteRecord[] = [
  { name: 'machine', screen: () => import('./screens/MachineScreen') },
  {
    name: 'machineType',
    screen: () => import('./screens/MachineTypeScreen'),
  },
  {
    name: 'buyMachine',
    screen: () => import('./screens/BuyMachineScreen'),
  },
  ...machineKinds.flatMap(kindRoutes),
  // Not in the spec: up to three machines of one kind side by side, guarded like the machines' own pages.
  {
    name: 'machineCompare',
    screen: () => import('./screens/MachineCompareScreen'),
  },
  {
    name: 'machineAdd',
    screen: () => import('./seller/screens/MachineAddMenuScreen'),
  },
  {
    name: 'machineView',
    screen: () => import('./seller/screens/MachineViewMenuScreen'),
  },
];

/** The machine kinds' records: the route table's tests find each kind's pages in them. */
export { machineKinds } from './machineKinds';
