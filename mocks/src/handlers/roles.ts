import { get, invalid, json, post } from '../http';
import { users } from '../db/users';
import { roles } from '../seed/roles';

export const roleHandlers = [
  get('/role-list', (context) =>
    json(context, { role_list: roles.all().map(({ id, name, image }) => ({ id, name, image })) }),
  ),

  // The roles travel comma-joined in the query string, not in the body.
  post(
    '/user-role-update',
    (context) => {
      const chosen = (context.url.searchParams.get('role') ?? '')
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean);
      if (chosen.length === 0) {
        return invalid(context, 'Please select at least one role.', {
          role: ['The role field is required.'],
        });
      }
      const known = new Set(roles.all().map((role) => role.name));
      if (chosen.some((role) => !known.has(role))) {
        return invalid(context, 'Please select a valid role.', { role: ['The selected role is invalid.'] });
      }
      users.update(context.user.id, { user_type: [...new Set(chosen)].join(',') });
      return json(context, { error: 0, msg: 'Role updated successfully.' });
    },
    { auth: true },
  ),
];
