import { get, json } from '../http';
import { countryRelation } from '../seed/lookups';
import { toolRoomMachines, toolRooms, type ToolRoomRow } from '../seed/toolRooms';
import { isPublic, matchesKeyword, sellerFields } from './listingQuery';

/** A company as the server answers it: country, seller columns and its machines. */
const present = (row: ToolRoomRow) => ({
  ...row,
  country: countryRelation(row.country_id),
  ...sellerFields(row.sellerid),
  tool_room_machines: toolRoomMachines.where((machine) => machine.tool_room_company_id === row.id),
});

const searchFields = (row: ToolRoomRow) => [
  row.name,
  row.address,
  row.city,
  row.state,
  countryRelation(row.country_id)?.name,
];

export const toolRoomHandlers = [
  get('/tool-room-list', (context) => json(context, { company: toolRooms.where(isPublic).map(present) })),

  get('/tool-room-search', (context) => {
    const keyword = context.url.searchParams.get('keyword');
    const rows = toolRooms.where((row) => isPublic(row) && matchesKeyword(keyword, searchFields(row)));
    return json(context, { company: rows.map(present) });
  }),

  // The server flags an unknown (or not yet public) company with its own `error: 1`.
  get('/tool-room-details/:id', (context) => {
    const row = toolRooms.find(String(context.params.id));
    if (!row || !isPublic(row)) return json(context, { error: 1, msg: 'Record not found.', company: null });
    return json(context, { error: 0, company: present(row) });
  }),
];
