import {
  addToolRoomCompany,
  addToolRoomMachine,
  deleteToolRoomCompany,
  deleteToolRoomMachine,
  getMyToolRoomCompanies,
  getMyToolRoomCompany,
  getMyToolRoomMachine,
  updateToolRoomCompany,
  updateToolRoomMachine,
  type ToolRoomCompanyForm,
  type ToolRoomMachineForm,
} from '@plastihub/api-client';
import { defineMutation, defineResource } from '../../../shared/data/definitions';

// Keys start with `selling.`: whatever a seller lists (DemoControls' approval refreshes them all).

/** The seller's tool-and-die companies, one company with its machines, and one machine. */
export const myToolRooms = defineResource('selling.toolRoom.mine', (_params: null, options) =>
  getMyToolRoomCompanies(options),
);
export const myToolRoom = defineResource('selling.toolRoom.details', (id: number, options) =>
  getMyToolRoomCompany(id, options),
);
export const myToolRoomMachine = defineResource('selling.toolRoom.machine', (id: number, options) =>
  getMyToolRoomMachine(id, options),
);

// Logos and machine photos travel as files: their progress shows, and they stay out of the store.
export const toolRoomAdding = defineMutation('selling.toolRoom.add', addToolRoomCompany, { upload: true });
export const toolRoomUpdating = defineMutation(
  'selling.toolRoom.update',
  ({ id, form }: { id: number; form: ToolRoomCompanyForm }, options) =>
    updateToolRoomCompany(id, form, options),
  { upload: true },
);
export const toolRoomRemoval = defineMutation('selling.toolRoom.remove', (id: number, options) =>
  deleteToolRoomCompany(id, options),
);
export const toolMachineAdding = defineMutation('selling.toolRoom.addMachine', addToolRoomMachine, {
  upload: true,
});
export const toolMachineUpdating = defineMutation(
  'selling.toolRoom.updateMachine',
  ({ id, form }: { id: number; form: ToolRoomMachineForm }, options) =>
    updateToolRoomMachine(id, form, options),
  { upload: true },
);
export const toolMachineRemoval = defineMutation('selling.toolRoom.removeMachine', (id: number, options) =>
  deleteToolRoomMachine(id, options),
);
