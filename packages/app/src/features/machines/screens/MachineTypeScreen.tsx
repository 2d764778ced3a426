import { RouterProvider, Stack, Tile } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useAppDispatch } from '../../../shared/store/hooks';
import { href } from '../../../shared/routing/paths';
import { selectionMade } from '../../../shared/storage/selection.saga';
import { TileGroup } from '../../../shared/tiles/SectionTiles';
import { machineIcon } from '../../../shared/tiles/tileIcons';
import { purposes } from '../machinePurpose';

/** `/machine-type`: Spare Capacity (machines offered for job work) or Buy Machine. */
export default function MachineTypeScreen() {
  const dispatch = useAppDispatch();
  return (
    <Stack space="xl">
      <PageHeading title="Select Machine for" />
      <TileGroup title="Select Machine for" showTitle={false}>
        {purposes.map(({ purpose, name, to }) => (
          <li key={purpose}>
            <RouterProvider
              navigate={(link) =>
                dispatch(selectionMade({ values: { machineType: purpose, machineName: name }, to: link }))
              }
            >
              <Tile
                label={name}
                icon={machineIcon}
                href={href(to, { query: { machine_type: purpose, machine_name: name } })}
              />
            </RouterProvider>
          </li>
        ))}
      </TileGroup>
    </Stack>
  );
}
