import { MachineMenu } from '../MachineMenu';

/** `/machine-view`: the four grids of the seller's own listings. */
export default function MachineViewMenuScreen() {
  return <MachineMenu title="Machine View" pathOf={(paths) => paths.mine} toolDie="myToolDie" />;
}
