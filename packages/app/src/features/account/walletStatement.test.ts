import { describe, expect, it } from 'vitest';
import type { WalletTransaction } from '@plastihub/api-client';
import { csvField, walletStatementCsv, walletStatementFileName } from './walletStatement';

const purchase = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
  id: 1,
  description: 'Starter package: 100 tokens',
  date: '2026-03-04 11:20:00',
  tokens: 100,
  amount: 499,
  ...overrides,
});

describe('walletStatementCsv', () => {
  it('writes a header and one row per transaction with day-month-year dates', () => {
    const csv = walletStatementCsv([
      purchase({}),
      purchase({ id: 2, description: 'Growth package', date: '2026-08-19 16:05:00', tokens: 250 }),
    ]);
    expect(csv).toBe(
      'Date,Description,Tokens\r\n04-03-2026,Starter package: 100 tokens,100\r\n19-08-2026,Growth package,250\r\n',
    );
  });

  it('is only the header when there are no transactions', () => {
    expect(walletStatementCsv([])).toBe('Date,Description,Tokens\r\n');
  });

  it('quotes descriptions with commas, quotes and line breaks', () => {
    const csv = walletStatementCsv([purchase({ description: 'Pack "Gold", 100\ntokens' })]);
    expect(csv.split('\r\n')[1]).toBe('04-03-2026,"Pack ""Gold"", 100\ntokens",100');
  });

  it('leaves an unreadable date empty rather than inventing one', () => {
    expect(walletStatementCsv([purchase({ date: '' })]).split('\r\n')[1]).toBe(
      ',Starter package: 100 tokens,100',
    );
  });
});

describe('csvField', () => {
  it('keeps plain text and numbers as they are', () => {
    expect(csvField('Welcome bonus')).toBe('Welcome bonus');
    expect(csvField(1500)).toBe('1500');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('@sum')).toBe("'@sum");
  });
});

describe('walletStatementFileName', () => {
  it('names the file after the local date', () => {
    expect(walletStatementFileName(new Date(2026, 0, 5, 23, 30))).toBe(
      'plastihub-wallet-statement-2026-01-05.csv',
    );
  });
});
