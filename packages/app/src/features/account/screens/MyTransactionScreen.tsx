import type { TokenTransaction } from '@plastihub/api-client';
import { formatNumber, Link, Stack, Text } from '@plastihub/ui';
import { href } from '../../../shared/routing/paths';
import { ScreenState } from '../../../shared/page/ScreenState';
import { useResource } from '../../../shared/data/useData';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { TransactionRow } from '../components/TransactionRow';
import { accountTokenTransactions } from '../account.data';

export default function MyTransactionScreen() {
  const transactions = useResource(accountTokenTransactions, null);
  return (
    <AccountLayout
      title="My Transaction"
      description={
        <>
          Token use: every token credited to and spent from your wallet. Your purchases of token packages are
          in <Link href={href('myWallet')}>My Wallet</Link>.
        </>
      }
    >
      <ScreenState resource={transactions} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Stack as="ul" space="sm" aria-label="Token transactions">
            {list.map((row, index) => (
              <TokenRow key={row.id ?? `row-${index}`} row={row} />
            ))}
          </Stack>
        )}
      </ScreenState>
    </AccountLayout>
  );
}

/** Type In is a credit (green plus), anything else a debit (red minus); the words say it for everyone. */
function TokenRow({ row }: { row: TokenTransaction }) {
  const credit = row.direction === 'in';
  return (
    <TransactionRow
      description={row.description}
      date={row.date}
      tokens={
        <Text weight="bold" tone={credit ? 'success' : 'critical'}>
          {credit ? '+' : '\u2212'}
          {formatNumber(row.tokens)}
        </Text>
      }
      detail={credit ? 'tokens credited' : 'tokens debited'}
    />
  );
}
