import { get, invalid, json, post, readBody, requireFields, type RouteContext } from '../http';
import { serverDate } from '../seed/clock';
import { tokenTransactions, walletBalance, walletPackages, walletTransactions } from '../seed/wallet';

const newestFirst = (
  a: { transaction_date: string; id: number },
  b: { transaction_date: string; id: number },
) => b.transaction_date.localeCompare(a.transaction_date) || b.id - a.id;

/**
 * POST /wallet-add-token: the spec does not show the Add Token purchase call; this one is ours.
 * It takes a package id, records the purchase and credits the tokens (no payment step in the demo).
 */
async function addTokens(context: RouteContext) {
  const body = await readBody(context.request);
  const errors = requireFields(body, { package_id: 'package' });
  const pack = walletPackages.find(body.package_id);
  if (!errors.package_id && !pack) errors.package_id = ['The selected package is invalid.'];
  if (!pack) return invalid(context, 'Tokens not added.', errors);

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
  return json(context, {
    error: 0,
    msg: `${pack.token} tokens added to your wallet.`,
    wallet_balance: walletBalance(context.user.id),
  });
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
