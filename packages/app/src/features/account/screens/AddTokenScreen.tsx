import { useState } from 'react';
import type { WalletPackage } from '@plastihub/api-client';
import { Card, ConfirmButton, formatNumber, formatRupees, Grid, Heading, Stack, Text } from '@plastihub/ui';
import type { FormState } from '../../../shared/forms/formState';
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
      <TokenBalance label="Current balance" />
      <ScreenState resource={packages} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Grid minColumnWidth="200px" space="lg">
            {list.map((pack) => (
              <PackageCard
                key={pack.key}
                pack={pack}
                // The outcome shows on the card that was bought, beside the button that has the focus again.
                outcome={buying === pack.key ? purchase.state : undefined}
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
  /** The purchase's state when this package is the one being bought. */
  outcome: FormState | undefined;
  disabled: boolean;
  onBuy: () => void;
}

/** A package and its Buy, asked once with what is bought and its price; the purchase's outcome under it. */
function PackageCard({ pack, outcome, disabled, onBuy }: PackageCardProps) {
  const tokens = `${formatNumber(pack.tokens)} tokens`;
  const price = formatRupees(pack.price);
  return (
    <Card padding="large">
      <Stack space="md">
        <Heading level={2} visualLevel={4}>
          {pack.name}
        </Heading>
        <Text size="large" weight="bold">
          {tokens}
        </Text>
        <Text tone="muted">{price}</Text>
        <ConfirmButton
          onConfirm={onBuy}
          pending={outcome?.status === 'submitting'}
          disabled={disabled}
          aria-label={`Buy ${pack.name} package`}
          title={`Buy the ${pack.name} package?`}
          description={`${tokens} for ${price}. The tokens are added to your wallet at once.`}
          confirmLabel={`Buy for ${price}`}
        >
          Buy
        </ConfirmButton>
        {outcome && (
          <FormBanner state={outcome} successFallback="Tokens added to your wallet." listFieldErrors />
        )}
      </Stack>
    </Card>
  );
}
