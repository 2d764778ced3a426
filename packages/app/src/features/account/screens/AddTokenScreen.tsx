import { useEffect, useState } from 'react';
import { idempotencyKeys, type WalletPackage } from '@plastihub/api-client';
import { Button, Card, formatNumber, formatRupees, Grid, Heading, Stack, Text } from '@plastihub/ui';
import { ScreenState } from '../../../shared/ScreenState';
import { useMutation, useResource } from '../../../shared/data/useData';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { FormBanner } from '../components/FormBanner';
import { TokenBalance } from '../components/TokenBalance';
import {
  accountTokenTransactions,
  accountWallet,
  accountWalletPackages,
  accountWalletTransactions,
  tokenPurchase,
} from '../accountData';

export default function AddTokenScreen() {
  const packages = useResource(accountWalletPackages, null);
  const purchase = useMutation(tokenPurchase, {
    invalidates: [accountWallet.key, accountWalletTransactions.key, accountTokenTransactions.key],
  });
  const [buying, setBuying] = useState<string | null>(null);
  // One Idempotency-Key per purchase: pressing Buy again after a failure or time-out resends the same key,
  // so a purchase the server made but whose answer was lost is not charged twice.
  const [purchaseKeys] = useState(idempotencyKeys);
  const submitting = purchase.state.status === 'submitting';
  useEffect(() => {
    if (purchase.state.status === 'succeeded') purchaseKeys.succeeded();
  }, [purchase.state.status, purchaseKeys]);

  const buy = (pack: WalletPackage) => {
    setBuying(pack.key);
    purchase.submit({ pack, idempotencyKey: purchaseKeys.keyFor(pack.key) });
  };

  return (
    <AccountLayout
      title="Add Token"
      description="Buy a token package; the tokens are added to your wallet at once."
    >
      <FormBanner state={purchase.state} successFallback="Tokens added to your wallet." listFieldErrors />
      <TokenBalance label="Current balance" />
      <ScreenState resource={packages} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Grid minColumnWidth="200px" space="lg">
            {list.map((pack) => (
              <PackageCard
                key={pack.key}
                pack={pack}
                pending={submitting && buying === pack.key}
                disabled={submitting && buying !== pack.key}
                onBuy={() => buy(pack)}
              />
            ))}
          </Grid>
        )}
      </ScreenState>
    </AccountLayout>
  );
}

interface PackageCardProps {
  pack: WalletPackage;
  pending: boolean;
  disabled: boolean;
  onBuy: () => void;
}

function PackageCard({ pack, pending, disabled, onBuy }: PackageCardProps) {
  return (
    <Card padding="large">
      <Stack space="md">
        <Heading level={2} visualLevel={4}>
          {pack.name}
        </Heading>
        <Text size="large" weight="bold">
          {formatNumber(pack.tokens)} tokens
        </Text>
        <Text tone="muted">{formatRupees(pack.price)}</Text>
        <Button
          variant="primary"
          onPress={onBuy}
          pending={pending}
          disabled={disabled}
          aria-label={`Buy ${pack.name} package`}
        >
          Buy
        </Button>
      </Stack>
    </Card>
  );
}
