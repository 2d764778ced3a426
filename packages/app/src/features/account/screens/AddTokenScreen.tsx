import { useEffect, useState } from 'react';
import type { WalletPackage } from '@plastihub/api-client';
import { Button, Card, formatNumber, formatRupees, Grid, Heading, Stack, Text } from '@plastihub/ui';
import { ScreenState } from '../../../shared/ScreenState';
import { useMutation, useResource } from '../../../shared/useResource';
import { AccountLayout } from '../components/AccountLayout';
import { FormBanner } from '../components/FormBanner';
import { TokenBalance } from '../components/TokenBalance';
import { accountKeys, buyTokenPackage, loadWalletPackages } from '../accountData';

export default function AddTokenScreen() {
  const packages = useResource(accountKeys.walletPackages, loadWalletPackages, undefined);
  const purchase = useMutation('account.buyTokens', buyTokenPackage, {
    reload: [accountKeys.wallet, accountKeys.walletTransactions, accountKeys.tokenTransactions],
  });
  const [buying, setBuying] = useState<number | null>(null);
  const submitting = purchase.state.status === 'submitting';
  useEffect(() => purchase.reset, [purchase.reset]);

  const buy = (pack: WalletPackage) => {
    setBuying(pack.id);
    purchase.submit(pack.id);
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
                key={pack.id}
                pack={pack}
                pending={submitting && buying === pack.id}
                disabled={submitting && buying !== pack.id}
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
