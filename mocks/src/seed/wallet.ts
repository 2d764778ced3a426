import { defineTable } from '../db/table';

export interface WalletPackageRow {
  id: number;
  name: string;
  token: number;
  /** Rupees. */
  price: number;
}

export const walletPackages = defineTable<WalletPackageRow>('wallet_packages', () => [
  { id: 1, name: 'Starter', token: 100, price: 499 },
  { id: 2, name: 'Growth', token: 250, price: 1099 },
  { id: 3, name: 'Business', token: 600, price: 2399 },
  { id: 4, name: 'Enterprise', token: 1500, price: 5499 },
]);

/** A package purchase (money in, tokens credited). */
export interface WalletTransactionRow {
  id: number;
  user_id: number;
  package_id: number;
  description: string;
  transaction_date: string;
  total_token: number;
  /** Rupees paid. */
  amount: number;
}

/** Every token movement. The wallet balance is always the sum of these, so it cannot drift. */
export interface TokenTransactionRow {
  id: number;
  user_id: number;
  description: string;
  transaction_date: string;
  type: 'In' | 'Out';
  token: number;
}

export const WELCOME_BONUS_TOKENS = 50;

type Purchase = readonly [userId: number, packageId: number, date: string];
type Spend = readonly [userId: number, tokens: number, description: string, date: string];

// prettier-ignore
const PURCHASES: Purchase[] = [
  [1, 1, '2026-03-04 11:20:00'],
  [1, 2, '2026-08-19 16:05:00'],
  [2, 1, '2026-05-10 10:00:00'],
  [5, 3, '2026-06-22 12:45:00'],
  [8, 1, '2026-09-01 09:30:00'],
  [9, 2, '2026-10-12 18:10:00'],
];

// prettier-ignore
const SPENDS: Spend[] = [
  [1, 5, 'Contact details viewed: Relene 1070LA17 LDPE', '2026-03-05 10:02:00'],
  [1, 5, 'Contact details viewed: Absolac 920 ABS', '2026-04-18 15:40:00'],
  [1, 10, 'Executive contact viewed: Pooja Deshmukh', '2026-06-02 11:15:00'],
  [1, 2, 'Chat started: GAIL LLDPE F18010 Film Grade', '2026-08-20 09:50:00'],
  [1, 20, 'Trade product listed: Repol H110MA PP Homopolymer', '2026-09-07 13:25:00'],
  [1, 25, 'Machine listing featured for 7 days', '2026-10-30 17:00:00'],
  [2, 20, 'Job posted: Injection Moulding Supervisor', '2026-05-11 10:30:00'],
  [5, 10, 'Labour contractor contact viewed: Coastal Industrial Staffing', '2026-07-03 14:00:00'],
  [9, 5, 'Contact details viewed: Repol H110MA PP Homopolymer', '2026-11-19 16:40:00'],
];

const SEEDED_USERS = 12;

function packageOf(id: number) {
  return walletPackages.find(id);
}

function buildWalletTransactions(): WalletTransactionRow[] {
  return PURCHASES.flatMap(([userId, packageId, date], i) => {
    const pack = packageOf(packageId);
    return pack
      ? [
          {
            id: i + 1,
            user_id: userId,
            package_id: pack.id,
            description: `${pack.name} package: ${pack.token} tokens`,
            transaction_date: date,
            total_token: pack.token,
            amount: pack.price,
          },
        ]
      : [];
  });
}

function buildTokenTransactions(): Omit<TokenTransactionRow, 'id'>[] {
  const bonuses = Array.from({ length: SEEDED_USERS }, (_, i) => ({
    user_id: i + 1,
    description: 'Welcome bonus',
    transaction_date: '2026-01-15 10:00:00',
    type: 'In' as const,
    token: WELCOME_BONUS_TOKENS,
  }));
  const purchases = buildWalletTransactions().map((purchase) => ({
    user_id: purchase.user_id,
    description: `Tokens purchased: ${purchase.description}`,
    transaction_date: purchase.transaction_date,
    type: 'In' as const,
    token: purchase.total_token,
  }));
  const spends = SPENDS.map(([userId, token, description, date]) => ({
    user_id: userId,
    description,
    transaction_date: date,
    type: 'Out' as const,
    token,
  }));
  return [...bonuses, ...purchases, ...spends];
}

export const walletTransactions = defineTable<WalletTransactionRow>(
  'wallet_transactions',
  buildWalletTransactions,
);

export const tokenTransactions = defineTable<TokenTransactionRow>('token_transactions', () =>
  buildTokenTransactions().map((row, i) => ({ id: i + 1, ...row })),
);

export function walletBalance(userId: number): number {
  return tokenTransactions
    .where((row) => row.user_id === userId)
    .reduce((sum, row) => sum + (row.type === 'In' ? row.token : -row.token), 0);
}

/**
 * A purchase made with an Idempotency-Key, and the answer it got: the same key again (a retry) gets
 * that answer back instead of a second charge.
 */
export interface TokenPurchaseRow {
  id: number;
  user_id: number;
  idempotency_key: string;
  package_id: number;
  msg: string;
  wallet_balance: number;
}

export const tokenPurchases = defineTable<TokenPurchaseRow>('token_purchases', () => [], {
  example: { id: 1, user_id: 1, idempotency_key: 'key', package_id: 1, msg: '', wallet_balance: 0 },
});
