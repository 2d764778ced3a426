import { Stack } from '@plastihub/ui';
import { useSearch } from 'wouter';
import { parseCompareIds } from '../../../shared/listing/compareList';
import { CompareResults } from '../../../shared/listing/CompareResults';
import { PageHeading } from '../../../shared/page/PageHeading';
import { RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { machineCompareFields, useComparedMachines } from '../components/comparedMachines';
import { isMachineKindName, machineKindOf } from '../machineKindOf';
import type { MachineKindName } from '../machineKinds';

/**
 * `/machine-compare?kind=injection&compare=1,2,3`: up to three machines of one kind side by side, every detail
 * row a row, the rows where they differ marked. The link can be shared: it shows its own machines (from the URL
 * only), not the visitor's compare list, and leaves that list as it is.
 */
export default function MachineCompareScreen() {
  const query = new URLSearchParams(useSearch());
  const kind = query.get('kind');
  if (!isMachineKindName(kind)) return <RecordNotFoundPage title="Compare Machines" />;
  return <ComparedMachines kind={kind} ids={parseCompareIds(query.get('compare'))} />;
}

function ComparedMachines({ kind, ids }: { kind: MachineKindName; ids: readonly number[] }) {
  const { items, view } = useComparedMachines(kind, ids);
  return (
    <Stack space="lg">
      <PageHeading title={`Compare ${machineKindOf(kind).title}s`} />
      <CompareResults view={view} fields={machineCompareFields(items)} itemsName="machines" />
    </Stack>
  );
}
