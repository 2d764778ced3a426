import { Card, formatNumber, Stack, Text } from '@plastihub/ui';
import { ScreenState } from '../../../shared/page/ScreenState';
import { useResource } from '../../../shared/data/useData';
import { accountWallet } from '../account.data';

/** The wallet's token balance, loaded (and reloaded after a purchase) under one key. */
export function TokenBalance({ label = 'Token balance' }: { label?: string }) {
  const wallet = useResource(accountWallet, null);
  return (
    <Card padding="large">
      <ScreenState resource={wallet}>
        {(data) => (
          <Stack space="xs">
            <Text tone="muted">{label}</Text>
            <Text size="large" weight="bold">
              {formatNumber(data.balance)} {data.balance === 1 ? 'token' : 'tokens'}
            </Text>
          </Stack>
        )}
      </ScreenState>
    </Card>
  );
}
