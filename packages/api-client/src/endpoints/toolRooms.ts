import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { count, id, list, optionalNumber, relationName, text } from '../core/schema';
import { sellerEntries, toListingSeller } from './listingSeller';

const toolRoomMachineSchema = v.object({
  id: v.nullish(id(), null),
  name: text(),
  make: text(),
  model: text(),
  quantity: optionalNumber(),
  description: text(),
  image: text(),
});
/** One machine of a tool room's "Tool Die Machines" list (`model` is labelled Mfg Year in the forms). */
export type ToolRoomMachine = v.InferOutput<typeof toolRoomMachineSchema>;

const toolRoomSchema = v.pipe(
  v.object({
    id: id(),
    name: text(),
    logo: text(),
    address: text(),
    city: text(),
    state: text(),
    country: relationName(),
    description: text(),
    tool_room_machines: list(toolRoomMachineSchema),
    ...sellerEntries,
  }),
  v.transform((raw) => ({
    id: raw.id,
    name: raw.name,
    /** '' when the company has no logo: the screen shows its default image. */
    logo: raw.logo,
    address: raw.address,
    city: raw.city,
    state: raw.state,
    country: raw.country,
    description: raw.description,
    machines: raw.tool_room_machines,
    seller: toListingSeller(raw),
  })),
);
/** A tool-and-die company. */
export type ToolRoom = v.InferOutput<typeof toolRoomSchema>;

const companiesResponse = v.object({ company: list(toolRoomSchema) });

/** GET /tool-room-list: approved tool-and-die companies. */
export async function getToolRooms(options?: CallOptions): Promise<ToolRoom[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/tool-room-list',
    schema: companiesResponse,
    options,
  });
  return body.company;
}

/** GET /tool-room-search by company name or location. The answer is not shown; read like the list call. */
export async function searchToolRooms(
  query: { keyword: string },
  options?: CallOptions,
): Promise<ToolRoom[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/tool-room-search',
    params: { keyword: query.keyword.trim() },
    schema: companiesResponse,
    options,
  });
  return body.company;
}

/**
 * GET /tool-room-details/{id}: null when the company does not exist or is not public. The answer
 * carries its own `error` flag; an `error: 1` here means "no such company", not a form error.
 */
export async function getToolRoomDetails(
  query: { id: number },
  options?: CallOptions,
): Promise<ToolRoom | null> {
  const body = await apiClient().request({
    method: 'GET',
    url: `/tool-room-details/${encodeURIComponent(query.id)}`,
    schema: v.object({ error: count(), company: v.nullish(toolRoomSchema, null) }),
    validatesEnvelope: false,
    options,
  });
  return body.error === 1 ? null : body.company;
}
