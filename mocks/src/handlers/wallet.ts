import { get, invalid, json, post, readBody, type RouteContext } from '../http';
import { serverDate } from '../seed/clock';
import {
  tokenPurchases,
  tokenTransactions,
  walletBalance,
  walletPackages,
  walletTransactions,
} from '../seed/wallet';

const newestFirst = (
  a: { transaction_date: string; id: number },
  b: { transaction_date: string; id: number },
) => b.transaction_date.localeCompare(a.transaction_date) || b.id - a.id;

/** The package a purchase names: by id, or (a client that got no ids) by the name, tokens and price it was shown. */
function chosenPackage(body: Record<string, string>) {
  if (body.package_id) return walletPackages.find(body.package_id);
  if (!body.name) return undefined;
  return walletPackages.where(
    (pack) =>
      pack.name === body.name && String(pack.token) === body.token && String(pack.price) === body.price,
  )[0];
}

const MAX_KEY_LENGTH = 255;

/**
 * POST /wallet-add-token: the spec does not show the Add Token purchase call; this one is ours.
 * It takes a package (its id, or its name, token and price), records the purchase and credits the
 * tokens (no payment step in the demo). With an `Idempotency-Key` header, the same key again from
 * the same user charges nothing and answers what the first request was answered.
 */
async function addTokens(context: RouteContext) {
  const body = await readBody(context.request);
  const key = context.request.headers.get('idempotency-key')?.trim() ?? '';
  const pack = chosenPackage(body);
  if (!pack) {
    const named = Boolean(body.package_id || body.name);
    return invalid(context, 'Tokens not added.', {
      package_id: [named ? 'The selected package is invalid.' : 'The package field is required.'],
    });
  }
  if (key.length > MAX_KEY_LENGTH) {
    return invalid(context, 'Tokens not added.', {
      idempotency_key: [`The idempotency key may not be greater than ${MAX_KEY_LENGTH} characters.`],
    });
  }

  const earlier = key
    ? tokenPurchases.where((row) => row.user_id === context.user.id && row.idempotency_key === key)[0]
    : undefined;
  if (earlier && earlier.package_id !== pack.id) {
    return invalid(context, 'Tokens not added.', {
      idempotency_key: ['This idempotency key was already used for another package.'],
    });
  }
  if (earlier) return json(context, { error: 0, msg: earlier.msg, wallet_balance: earlier.wallet_balance });

  const date = serverDate();
  const description = `${pack.name} package: ${pack.token} tokens`;
  walletTransactions.insert({
    user_id: context.user.id,
    package_id: pack.id,
    description,
    transaction_date: date,
    total_token: pack.token,
    amount: pack.price,
  });
  tokenTransactions.insert({
    user_id: context.user.id,
    description: `Tokens purchased: ${description}`,
    transaction_date: date,
    type: 'In',
    token: pack.token,
  });
  const answer = {
    msg: `${pack.token} tokens added to your wallet.`,
    wallet_balance: walletBalance(context.user.id),
  };
  if (key)
    tokenPurchases.insert({ user_id: context.user.id, idempotency_key: key, package_id: pack.id, ...answer });
  return json(context, { error: 0, ...answer });
}

export const walletHandlers = [
  get('/wallet', (context) => json(context, { wallet: { wallet_balance: walletBalance(context.user.id) } }), {
    auth: true,
  }),
  get('/wallet-package', (context) => json(context, { packages: walletPackages.all() }), { auth: true }),
  get(
    '/wallet-transaction',
    (context) =>
      json(context, {
        transactions: walletTransactions
          .where((row) => row.user_id === context.user.id)
          .sort(newestFirst)
          .map(({ id, description, transaction_date, total_token, amount }) => ({
            id,
            description,
            transaction_date,
            total_token,
            amount,
          })),
      }),
    { auth: true },
  ),
  get(
    '/token-transaction',
    (context) =>
      json(context, {
        transactions: tokenTransactions
          .where((row) => row.user_id === context.user.id)
          .sort(newestFirst)
          .map(({ id, description, transaction_date, type, token }) => ({
            id,
            description,
            transaction_date,
            type,
            token,
          })),
      }),
    { auth: true },
  ),
  post('/wallet-add-token', addTokens, { auth: true }),
];
