import { machineKinds, type MachineKindName, type MachineKindRecord } from './machineKinds';

export { isMachineKindName } from '@plastihub/api-client/machineKindPages';

/** A kind's record (its title and route names), for the screens. */
export function machineKindOf(name: MachineKindName): MachineKindRecord {
  const kind = machineKinds.find((each) => each.name === name);
  if (!kind) throw new Error(`No machine kind ${name}`);
  return kind;
}
