import {
  CompareTray,
  isMissingValue,
  withUnit,
  type CompareField,
  type CompareItem,
  type SpecRow,
} from '@plastihub/ui';
import { useCompareList } from '../../../shared/listing/compareList';
import { useComparedRecords } from '../../../shared/listing/comparedRecords';
import { href } from '../../../shared/routing/paths';
import { machineCompareList } from '../machineCompareList';
import type { MachineKindName } from '../machineKinds';
import { machineListings } from '../machineListings';
import { machinePage } from '../machines.data';

/** A detail row's value as the comparison shows it: "450 Ton", or '' when not provided. */
const shown = ({ value, unit }: SpecRow) =>
  isMissingValue(value) || (typeof value !== 'string' && typeof value !== 'number')
    ? ''
    : withUnit(value, unit);

/** The comparison's rows: the kind's detail rows, each label any of the machines has, in the details' order. */
export const machineCompareFields = (items: readonly CompareItem[]): CompareField[] =>
  [...new Set(items.flatMap((item) => Object.keys(item.values)))].map((label) => ({ key: label, label }));

/** The chosen machines of a kind (each as its details screen reads it), as columns of the comparison. */
export function useComparedMachines(kind: MachineKindName, ids: readonly number[]) {
  const { detail } = machineListings[kind].listing;
  return useComparedRecords(
    machinePage,
    ids.map((id) => ({ kind, id, size: null })),
    // The resource answers with a machine of `kind`: the kind's details read it.
    (record, { id }): CompareItem => {
      const machine = record as never;
      const { city } = record as { city: string };
      return {
        id,
        // Machines of one make share a title ("Windsor Injection Molding Machine"): the place tells them apart.
        title: [detail.title(machine), city].filter(Boolean).join(', '),
        imageSrc: detail.images?.(machine)[0],
        values: Object.fromEntries(detail.rows(machine).map((row) => [row.label, shown(row)])),
      };
    },
  );
}

/** A kind's compare list and its tray, on the kind's list and details screens. */
export function useMachineCompareTray(kind: MachineKindName, placement: 'inline' | 'sticky' = 'inline') {
  const compare = useCompareList(machineCompareList(kind));
  const { items } = useComparedMachines(kind, compare.ids);
  const tray = (
    <CompareTray
      {...compare.trayControls}
      items={items}
      fields={machineCompareFields(items)}
      itemsName="machines"
      compareHref={href('machineCompare', { query: { kind, compare: compare.ids.join(',') } })}
      placement={placement}
    />
  );
  return { compare, tray };
}
