import { Tile } from '@plastihub/ui';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { href, type PathName } from '../../../shared/routing/paths';
import { TileGroup } from '../../../shared/tiles/SectionTiles';
import { machineIcon } from '../../../shared/tiles/tileIcons';
import { sellerMachineKinds } from './sellerMachineKinds';
import type { SellerMachineKind } from './sellerMachines';

/** A seller's machine menu: a tile per kind sellers list, then tool and die. */
export function MachineMenu({
  title,
  pathOf,
  toolDie,
}: {
  title: string;
  pathOf: (paths: SellerMachineKind['paths']) => PathName;
  toolDie: PathName;
}) {
  return (
    <AccountLayout title={title}>
      <TileGroup title={title} showTitle={false}>
        {sellerMachineKinds.map((kind) => (
          <li key={kind.name}>
            <Tile label={kind.title} icon={machineIcon} href={href(pathOf(kind.paths))} />
          </li>
        ))}
        <li>
          <Tile label="Tool and Die" icon={machineIcon} href={href(toolDie)} />
        </li>
      </TileGroup>
    </AccountLayout>
  );
}
