import { MachineMenu } from '../MachineMenu';

/** `/machine-add`: the four add forms. */
export default function MachineAddMenuScreen() {
  return <MachineMenu title="Machine Add" pathOf={(paths) => paths.add} toolDie="toolDieAdd" />;
}
