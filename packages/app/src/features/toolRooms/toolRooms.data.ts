import { getToolRoomDetails, getToolRooms, searchToolRooms } from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';

/** Tool-and-die companies: the list, or the search call for search words (company name, location). */
export const toolRooms = defineResource('toolRooms.list', (query: { keyword: string }, options) =>
  query.keyword ? searchToolRooms(query, options) : getToolRooms(options),
);

/** A tool-and-die company with its machines; the kit's detail page has no similar companies for it. */
export const toolRoomPage = defineResource('toolRooms.page', async (query: { id: number }, options) => ({
  record: await getToolRoomDetails(query, options),
  similar: [],
}));
