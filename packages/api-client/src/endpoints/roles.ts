import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { list, messageResponse, text, type MessageResponse } from '../core/schema';

/** Role names are the server's own strings (e.g. "Financial Institutation"): a user's `user_type` holds them. */
const roleSchema = v.object({ name: text(), image: text() });
export type RoleOption = v.InferOutput<typeof roleSchema>;

/** GET /role-list: every role a user may take, with its image. */
export async function getRoles(options?: CallOptions): Promise<RoleOption[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/role-list',
    schema: v.object({ role_list: list(roleSchema) }),
    options,
  });
  return body.role_list;
}

/** POST /user-role-update: replaces the signed-in user's roles (sent comma-joined in the query). */
export function updateRoles(roleNames: readonly string[], options?: CallOptions): Promise<MessageResponse> {
  return apiClient().request({
    method: 'POST',
    url: '/user-role-update',
    params: { role: roleNames.join(',') },
    schema: messageResponse,
    options,
  });
}
