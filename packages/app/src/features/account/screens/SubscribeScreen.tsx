import { Alert, Heading, Link, Stack, Text } from '@plastihub/ui';
import { href } from '../../../shared/routing/paths';
import { AccountLayout } from '../../../shared/account/AccountLayout';

/**
 * `/subscribe`: the spec does not describe it, and the API has no subscription call. Rather than a form that
 * does nothing, or a list of what subscribing might one day bring, the page says it is not open and what the
 * user can use today.
 */
export default function SubscribeScreen() {
  return (
    <AccountLayout title="Subscribe">
      <Alert tone="info" title="Subscriptions are not open yet">
        Nothing is charged and nothing is sent from this page.
      </Alert>
      <Stack as="section" space="sm" aria-label="Available today">
        <Heading level={2}>Available today</Heading>
        <Text>
          Material price lists are free to <Link href={href('downloadPriceList')}>download</Link>, and your
          token balance and its transactions are in <Link href={href('myWallet')}>My Wallet</Link>.
        </Text>
      </Stack>
    </AccountLayout>
  );
}
