import { machineKinds, type MachineKindName, type MachineKindRecord } from './machineKinds';

// Look-ups over the kinds' records, for the screens (apart from the records, so that the first page's script,
// which holds the records for the route table, does not carry them).

const machineKindNames: readonly MachineKindName[] = machineKinds.map((kind) => kind.name);

export const machineKindOf = (name: MachineKindName): MachineKindRecord<MachineKindName> =>
  machineKinds.find((kind) => kind.name === name) as MachineKindRecord<MachineKindName>;

export const isMachineKindName = (value: string | null | undefined): value is MachineKindName =>
  machineKindNames.some((name) => name === value);
