import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { count, text } from '../core/schema';

/**
 * DEMO ONLY. Not an endpoint of the product: the demo backend has no reviewers, so this approves the
 * signed-in seller's pending listings, letting a demo show a listing going from "Under Review" to
 * "Published". A real server answers 404; never call it outside demo mode.
 */
export const demoListingKinds = ['injection', 'blow-molding', 'extruder', 'tool-room'] as const;
export type DemoListingKind = (typeof demoListingKinds)[number];

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
