import type { WalletTransaction } from '@plastihub/api-client';
import { Button, formatNumber, formatRupees, Heading, Inline, Link, Stack, Text } from '@plastihub/ui';
import { href } from '../../../shared/routing/paths';
import { ScreenState } from '../../../shared/page/ScreenState';
import { useResource } from '../../../shared/data/useData';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { TokenBalance } from '../components/TokenBalance';
import { TransactionRow } from '../components/TransactionRow';
import { accountWalletTransactions } from '../account.data';
import { downloadTextFile } from '../downloadFile';
import { walletStatementCsv, walletStatementFileName } from '../walletStatement';

export default function WalletScreen() {
  const transactions = useResource(accountWalletTransactions, null);
  const rows = transactions.data;

  const downloadStatement = () => {
    if (rows) downloadTextFile(walletStatementFileName(new Date()), walletStatementCsv(rows));
  };

  return (
    <AccountLayout
      title="My Wallet"
      description={
        <>
          Your purchases of token packages. The tokens you spend and receive are in{' '}
          <Link href={href('myTransaction')}>My Transaction</Link>.
        </>
      }
      actions={
        <Inline space="sm">
          <Link href={href('myWalletAddMoney')} asButton variant="primary">
            Add Token
          </Link>
          <Button variant="secondary" onPress={downloadStatement} disabled={rows === undefined}>
            Download Statement
          </Button>
        </Inline>
      }
    >
      <TokenBalance />
      <Stack space="md">
        <Heading level={2} visualLevel={3}>
          Purchases
        </Heading>
        <ScreenState resource={transactions} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <Stack as="ul" space="sm" aria-label="Wallet transactions">
              {list.map((row, index) => (
                <PurchaseRow key={row.id ?? `row-${index}`} row={row} />
              ))}
            </Stack>
          )}
        </ScreenState>
      </Stack>
    </AccountLayout>
  );
}

function PurchaseRow({ row }: { row: WalletTransaction }) {
  return (
    <TransactionRow
      description={row.description}
      date={row.date}
      tokens={<Text weight="bold">{formatNumber(row.tokens)} tokens</Text>}
      detail={row.amount !== null && formatRupees(row.amount)}
    />
  );
}
