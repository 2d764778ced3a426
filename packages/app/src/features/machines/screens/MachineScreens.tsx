import type { MachinePurpose } from '@plastihub/api-client';
import { PageHeader, Stack, Tile } from '@plastihub/ui';
import { Redirect } from 'wouter';
import { useAppDispatch } from '../../../shared/hooks';
import { useResource, type ResourceView } from '../../../shared/data/useData';
import { ListingDetail, type ListingPage } from '../../../shared/listing/ListingDetail';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf, keywordFilter, type FilterDef } from '../../../shared/listing/urlFilters';
import { useListingPage } from '../../../shared/listing/useListingPage';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { href } from '../../../shared/routing/paths';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { selectionMade } from '../../../shared/selection.saga';
import { TileGroup } from '../../../shared/tiles/SectionTiles';
import { machineIcon } from '../../../shared/tiles/tileIcons';
import {
  auxiliaryKind,
  blowMoldingKind,
  extruderKind,
  injectionKind,
  machineKindNames,
  machineKinds,
  utilityKind,
  type SomeMachineKind,
  type MachineKindName,
} from '../machineKinds';
import { isMachinePurpose, machineList, machinePage } from '../machines.data';

/** "Select Machine for": what each choice stores, its name in titles, and where it goes. */
const purposes = [
  { purpose: 'rent', name: 'Spare Capacity', to: 'machine' },
  { purpose: 'sell', name: 'Buy Machine', to: 'buyMachine' },
] as const satisfies ReadonlyArray<{ purpose: MachinePurpose; name: string; to: 'machine' | 'buyMachine' }>;

/** `/machine-type`: Spare Capacity (machines offered for job work) or Buy Machine. */
export function MachineTypeScreen() {
  const dispatch = useAppDispatch();
  return (
    <Stack space="xl">
      <PageHeader title="Select Machine for" />
      <TileGroup title="Select Machine for" showTitle={false}>
        {purposes.map(({ purpose, name, to }) => (
          <li key={purpose}>
            <Tile
              label={name}
              icon={machineIcon}
              href={href(to, { query: { machine_type: purpose, machine_name: name } })}
              onNavigate={(link) =>
                dispatch(selectionMade({ values: { machineType: purpose, machineName: name }, to: link }))
              }
            />
          </li>
        ))}
      </TileGroup>
    </Stack>
  );
}

/** The lists each machine landing offers, in the menu's order, and the tool rooms after them. */
function MachineKindTiles({ purpose }: { purpose: MachinePurpose }) {
  const navigate = useNavigate();
  return (
    <TileGroup title="Machines" showTitle={false}>
      {machineKindNames.map((name) => {
        const kind = machineKinds[name];
        return (
          <li key={name}>
            <Tile
              label={kind.title}
              icon={machineIcon}
              href={href(kind.listPath, { query: { machine_type: purpose } })}
              onNavigate={navigate}
            />
          </li>
        );
      })}
      <li>
        <Tile label="Tool and Die" icon={machineIcon} href={href('toolAndDie')} onNavigate={navigate} />
      </li>
    </TileGroup>
  );
}

/** The choice made on "Select Machine for", or a redirect there when none was made (or it is unknown). */
function useMachinePurpose(): MachinePurpose | null {
  const { machineType } = useSelections(['machineType']);
  return isMachinePurpose(machineType) ? machineType : null;
}

/** `/machine`: "Machine" with the chosen purpose, and the machine lists. */
export function MachineScreen() {
  const purpose = useMachinePurpose();
  if (purpose === null) return <Redirect to={href('machineType')} replace />;
  const name = purposes.find((each) => each.purpose === purpose)?.name;
  return (
    <Stack space="xl">
      <PageHeader title={`Machine - ${name}`} />
      <MachineKindTiles purpose={purpose} />
    </Stack>
  );
}

const listFilters = [keywordFilter] as const;

/** One kind's machines for a purpose: the keyword search (in the URL) over the result grid. */
function MachineResults({
  kind,
  purpose,
  keyword,
}: {
  kind: SomeMachineKind;
  purpose: MachinePurpose;
  keyword: string;
}) {
  const machines = useResource(machineList, { kind: kind.name, purpose, keyword });
  return (
    <ListingResults
      kind={kind.listing}
      // The resource answers with the machines of `kind`: the kind's card reads them.
      results={machines as ResourceView<readonly never[]>}
      label={`${kind.title}s`}
    />
  );
}

function MachineListScreen({ kind }: { kind: SomeMachineKind }) {
  const purpose = useMachinePurpose();
  const filters = useUrlFilters(listFilters);
  if (purpose === null) return <Redirect to={href('machineType')} replace />;
  return (
    <Stack space="lg">
      <PageHeader title={kind.title} />
      <ListingFilterBar
        label={`Search ${kind.title}s`}
        filters={filters}
        controls={[{ def: keywordFilter, placeholder: kind.searchPlaceholder }]}
      />
      <MachineResults kind={kind} purpose={purpose} keyword={filters.values.keyword[0] ?? ''} />
    </Stack>
  );
}

const isKindName = (value: string | undefined): value is MachineKindName =>
  machineKindNames.some((name) => name === value);
const kindFilter = {
  param: 'kind',
  name: 'Machine',
  selection: 'single',
  accepts: isKindName,
} as const satisfies FilterDef;
const buyFilters = [kindFilter, keywordFilter] as const;
const kindOptions = machineKindNames.map((name) => ({ value: name, label: machineKinds[name].title }));

/**
 * `/buy-machine`: machines for sale. Assumption (the spec shows no content): the rent list's cards and search,
 * with the kind of machine as a filter (injection molding first), all in the URL.
 */
export function BuyMachineScreen() {
  const filters = useUrlFilters(buyFilters);
  const chosen = filters.values.kind[0];
  const kind = machineKinds[isKindName(chosen) ? chosen : 'injection'];
  return (
    <Stack space="lg">
      <PageHeader title="Buy Machine" description={`${kind.title}s for sale`} />
      <ListingFilterBar
        label="Find machines for sale"
        filters={filters}
        controls={[
          { def: kindFilter, options: kindOptions },
          { def: keywordFilter, placeholder: kind.searchPlaceholder },
        ]}
      />
      <MachineResults kind={kind} purpose="sell" keyword={filters.values.keyword[0] ?? ''} />
    </Stack>
  );
}

function MachineDetailsScreen({ kind }: { kind: SomeMachineKind }) {
  const { machineId, machineSize } = useSelections(['machineId', 'machineSize']);
  const id = idOf(machineId);
  const page = useListingPage(
    machinePage,
    id === null ? null : { kind: kind.name, id, size: machineSize },
  ) as ResourceView<ListingPage<never, never>>;
  return <ListingDetail kind={kind.listing} fallbackTitle={`${kind.title} Details`} page={page} />;
}

export const InjectionMachinesScreen = () => <MachineListScreen kind={injectionKind} />;
export const BlowMoldingMachinesScreen = () => <MachineListScreen kind={blowMoldingKind} />;
export const ExtruderMachinesScreen = () => <MachineListScreen kind={extruderKind} />;
export const UtilityMachinesScreen = () => <MachineListScreen kind={utilityKind} />;
export const AuxiliaryMachinesScreen = () => <MachineListScreen kind={auxiliaryKind} />;
export const InjectionMachineDetailsScreen = () => <MachineDetailsScreen kind={injectionKind} />;
export const BlowMoldingMachineDetailsScreen = () => <MachineDetailsScreen kind={blowMoldingKind} />;
export const ExtruderMachineDetailsScreen = () => <MachineDetailsScreen kind={extruderKind} />;
export const UtilityMachineDetailsScreen = () => <MachineDetailsScreen kind={utilityKind} />;
export const AuxiliaryMachineDetailsScreen = () => <MachineDetailsScreen kind={auxiliaryKind} />;
