import type { MachinePurpose } from '@plastihub/api-client';
import { Stack, Tile } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { Redirect } from 'wouter';
import { href } from '../../../shared/routing/paths';
import { TileGroup } from '../../../shared/tiles/SectionTiles';
import { machineIcon } from '../../../shared/tiles/tileIcons';
import { machineKinds } from '../machineKinds';
import { purposes, useMachinePurpose } from '../machinePurpose';

/** The lists each machine landing offers, in the menu's order, and the tool rooms after them. */
function MachineKindTiles({ purpose }: { purpose: MachinePurpose }) {
  return (
    <TileGroup title="Machines" showTitle={false}>
      {machineKinds.map((kind) => (
        <li key={kind.name}>
          <Tile
            label={kind.title}
            icon={machineIcon}
            href={href(kind.routes.list, { query: { machine_type: purpose } })}
          />
        </li>
      ))}
      <li>
        <Tile label="Tool and Die" icon={machineIcon} href={href('toolAndDie')} />
      </li>
    </TileGroup>
  );
}

/** `/machine`: "Machine" with the chosen purpose, and the machine lists. */
export default function MachineScreen() {
  const purpose = useMachinePurpose();
  if (purpose === null) return <Redirect to={href('machineType')} replace />;
  const name = purposes.find((each) => each.purpose === purpose)?.name;
  return (
    <Stack space="xl">
      <PageHeading title={`Machine - ${name}`} />
      <MachineKindTiles purpose={purpose} />
    </Stack>
  );
}
