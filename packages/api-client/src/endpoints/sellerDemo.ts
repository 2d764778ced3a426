import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { count, text } from '../core/schema';
import { sellerMachineKinds, type SellerMachineKindName } from '../machineKinds';

/**
 * DEMO ONLY. Not an endpoint of the product: the demo backend has no reviewers, so this approves the
 * signed-in seller's pending listings, letting a demo show a listing going from "Under Review" to
 * "Published". A real server answers 404; never call it outside demo mode.
 */
export type DemoListingKind = SellerMachineKindName | 'tool-room';
/** The kinds of listing the demo approves: each machine kind sellers list (by its name), and tool rooms. */
export const demoListingKinds: readonly DemoListingKind[] = [
  ...sellerMachineKinds.map((kind) => kind.name),
  'tool-room',
];

const approvedResponse = v.pipe(
  v.looseObject({ msg: text(), approved: count() }),
  v.transform(({ msg, approved }) => ({ msg, approved })),
);

/**
 * DEMO ONLY: POST /__demo/approve-listings. Every pending listing of the seller, or those of one
 * kind, or the one listing `{ kind, id }`. Resolves with how many were approved.
 */
export function approveDemoListings(
  query: { kind?: DemoListingKind; id?: number } = {},
  options?: CallOptions,
): Promise<{ msg: string; approved: number }> {
  return apiClient().request({
    method: 'POST',
    url: '/__demo/approve-listings',
    params: { kind: query.kind, id: query.id },
    schema: approvedResponse,
    options,
  });
}
