import { invalid, json, post } from '../http';
import { toolRooms } from '../seed/toolRooms';
import { machineTablesByKind } from './sellerMachines';

/**
 * DEMO-ONLY controls: not part of the product's API. The real server's reviewers approve listings;
 * the demo has none, so a seller approves their own pending listings here to see them go public.
 */

const LISTING_TABLES = { ...machineTablesByKind, 'tool-room': toolRooms } as const;
type ListingKind = keyof typeof LISTING_TABLES;
const LISTING_KINDS = Object.keys(LISTING_TABLES) as ListingKind[];

const isKind = (value: string): value is ListingKind => (LISTING_KINDS as string[]).includes(value);

export const demoHandlers = [
  /**
   * POST /__demo/approve-listings: approves every pending listing of the signed-in seller, or only
   * those of `kind`, or the one listing `kind` + `id`.
   */
  post(
    '/__demo/approve-listings',
    (context) => {
      const kind = context.url.searchParams.get('kind') ?? '';
      const id = context.url.searchParams.get('id');
      if (kind && !isKind(kind)) {
        return invalid(context, 'Unknown listing kind.', { kind: ['The selected kind is invalid.'] });
      }
      if (id && !kind) {
        return invalid(context, 'Say which kind of listing.', { kind: ['The kind field is required.'] });
      }
      if (id && LISTING_TABLES[kind as ListingKind].find(id)?.sellerid !== context.user.id) {
        return invalid(context, 'Record Not Found');
      }
      const kinds = kind ? [kind as ListingKind] : LISTING_KINDS;
      let approved = 0;
      for (const name of kinds) {
        const table = LISTING_TABLES[name];
        const pending = table.where(
          (row) =>
            row.sellerid === context.user.id && row.approved === 'Pending' && (!id || row.id === Number(id)),
        );
        for (const row of pending) table.update(row.id, { approved: 'Approved' });
        approved += pending.length;
      }
      return json(context, {
        error: 0,
        msg: `${approved} listing(s) approved.`,
        approved,
      });
    },
    { auth: true },
  ),
];
