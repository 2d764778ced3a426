import { useState } from 'react';
import type { WalletPackage } from '@plastihub/api-client';
import { Button, Card, formatNumber, formatRupees, Grid, Heading, Stack, Text } from '@plastihub/ui';
import { useAppSelector } from '../../../shared/store/hooks';
import { ScreenState } from '../../../shared/page/ScreenState';
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
} from '../account.data';

export default function AddTokenScreen() {
  const packages = useResource(accountWalletPackages, null);
  const purchase = useMutation(tokenPurchase, {
    invalidates: [accountWallet.key, accountWalletTransactions.key, accountTokenTransactions.key],
  });
  const [buying, setBuying] = useState<string | null>(null);
  const buyer = useAppSelector((state) => state.auth.user?.id ?? null);
  const submitting = purchase.state.status === 'submitting';

  // Buying a package again after a failure or time-out sends the same Idempotency-Key (buyTokenPackage), so a
  // purchase the server made but whose answer was lost is not charged twice.
  const buy = (pack: WalletPackage) => {
    setBuying(pack.key);
    purchase.submit({ pack, buyer });
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
