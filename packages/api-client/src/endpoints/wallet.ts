import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { count, id, list, optionalNumber, text } from '../core/schema';
import { withFieldNames } from './fieldNames';
import { singleRecord } from './record';

const walletSchema = v.pipe(
  v.looseObject({ wallet_balance: count() }),
  v.transform((wallet) => ({ balance: wallet.wallet_balance })),
);
export type Wallet = v.InferOutput<typeof walletSchema>;

const walletPackageSchema = v.pipe(
  // The spec lists token, price and name; an id is the demo backend's extra (null when left out).
  v.looseObject({ id: v.nullish(id(), null), name: text(), token: count(), price: count() }),
  v.transform((row) => ({
    id: row.id,
    /** Tells the packages apart with or without an id (React keys, which one is being bought). */
    key: row.id !== null ? `id:${row.id}` : `${row.name}:${row.token}:${row.price}`,
    name: row.name,
    tokens: row.token,
    /** Rupees. */
    price: row.price,
  })),
);
export type WalletPackage = v.InferOutput<typeof walletPackageSchema>;

const walletTransactionSchema = v.pipe(
  v.looseObject({
    id: v.nullish(id(), null),
    description: text(),
    transaction_date: text(),
    total_token: count(),
    amount: optionalNumber(),
  }),
  v.transform((row) => ({
    id: row.id,
    description: row.description,
    date: row.transaction_date,
    tokens: row.total_token,
    /** Rupees paid, when the server tells. */
    amount: row.amount,
  })),
);
export type WalletTransaction = v.InferOutput<typeof walletTransactionSchema>;

const tokenTransactionSchema = v.pipe(
  v.looseObject({
    id: v.nullish(id(), null),
    description: text(),
    transaction_date: text(),
    type: text(),
    token: count(),
  }),
  v.transform((row) => ({
    id: row.id,
    description: row.description,
    date: row.transaction_date,
    /** `In` credits the wallet (green plus); any other type debits it (red minus). */
    direction: row.type === 'In' ? ('in' as const) : ('out' as const),
    tokens: row.token,
  })),
);
export type TokenTransaction = v.InferOutput<typeof tokenTransactionSchema>;

/** GET /wallet: the token balance (0 when the server sends no wallet). */
export async function getWallet(options?: CallOptions): Promise<Wallet> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/wallet',
    schema: v.object({ wallet: singleRecord(walletSchema) }),
    options,
  });
  return body.wallet ?? { balance: 0 };
}

/** GET /wallet-package: the token packages on sale. */
export async function getWalletPackages(options?: CallOptions): Promise<WalletPackage[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/wallet-package',
    schema: v.object({ packages: list(walletPackageSchema) }),
    options,
  });
  return body.packages;
}

/** GET /wallet-transaction: package purchases, newest first. */
export async function getWalletTransactions(options?: CallOptions): Promise<WalletTransaction[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/wallet-transaction',
    schema: v.object({ transactions: list(walletTransactionSchema) }),
    options,
  });
  return body.transactions;
}

/** GET /token-transaction: every token credit and debit, newest first. */
export async function getTokenTransactions(options?: CallOptions): Promise<TokenTransaction[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/token-transaction',
    schema: v.object({ transactions: list(tokenTransactionSchema) }),
    options,
  });
  return body.transactions;
}

const purchaseResponse = v.pipe(
  v.looseObject({ msg: text(), wallet_balance: optionalNumber() }),
  v.transform((body) => ({ message: body.msg, balance: body.wallet_balance })),
);
export type TokenPurchase = v.InferOutput<typeof purchaseResponse>;

/** What a purchase names of the package: what the spec gives (token, price, name), and the id when sent. */
export type TokenPackageChoice = Pick<WalletPackage, 'id' | 'name' | 'tokens' | 'price'>;

export interface TokenPurchaseRequest {
  pack: TokenPackageChoice;
  /**
   * Sent as the `Idempotency-Key` header. Make it once per purchase (`newIdempotencyKey()`) and send the
   * same key again until the server has confirmed or refused that purchase: the server charges once and
   * answers a retry with the first answer.
   */
  idempotencyKey: string;
}

/**
 * POST /wallet-add-token. The spec does not show the Add Token purchase call; this is the demo
 * backend's. It names the package by id when the package list gave one, and always by what the spec
 * gives a package (name, token, price), so a package without an id can be bought too. Answers with
 * the new balance.
 */
export function purchaseTokenPackage(
  { pack, idempotencyKey }: TokenPurchaseRequest,
  options?: CallOptions,
): Promise<TokenPurchase> {
  const call = apiClient().request({
    method: 'POST',
    url: '/wallet-add-token',
    data: { package_id: pack.id ?? undefined, name: pack.name, token: pack.tokens, price: pack.price },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: purchaseResponse,
    options,
  });
  return withFieldNames(call, { package_id: 'packageId', idempotency_key: 'idempotencyKey' });
}
