import type { WalletTransaction } from '@plastihub/api-client';
import { formatDate } from '@plastihub/ui';

const columns = ['Date', 'Description', 'Tokens'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A leading =, +, - or @ would make a spreadsheet run the text as a formula, so such text gets a
 * leading apostrophe; numbers are written by us and never need it.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The wallet statement: Date (dd-mm-yyyy), Description, Tokens; CRLF line ends as spreadsheets expect. */
export function walletStatementCsv(transactions: readonly WalletTransaction[]): string {
  const rows = transactions.map((row) => [formatDate(row.date), row.description, row.tokens]);
  return [columns, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** plastihub-wallet-statement-YYYY-MM-DD.csv, dated in the user's own calendar. */
export function walletStatementFileName(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `plastihub-wallet-statement-${date}.csv`;
}
