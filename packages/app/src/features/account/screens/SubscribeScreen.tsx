import { Alert, Card, Heading, Link, Stack, Text } from '@plastihub/ui';
import { href } from '../../../shared/routing/paths';
import { AccountLayout } from '../../../shared/account/AccountLayout';

/** What a subscription is to bring: updates on what a processor or trader checks every week. */
const offers = [
  {
    title: 'Weekly material prices',
    text: 'The prices of the grades you follow in your city, every week, with the change since the last one.',
  },
  {
    title: 'New listings you care about',
    text: 'Trade products, machines with spare capacity and tool rooms in your categories and states, as they are published.',
  },
  {
    title: 'Jobs and manpower',
    text: 'New openings and executives in the categories you hire or work in.',
  },
];

/**
 * `/subscribe`: the spec does not describe it, and the API has no subscription call. Rather than a form that
 * does nothing, the page says what subscribing will offer and what the user can use today.
 */
export default function SubscribeScreen() {
  return (
    <AccountLayout title="Subscribe" description="Updates from the plastics market, sent to you.">
      <Alert tone="info" title="Subscriptions are not open yet">
        Nothing is charged and nothing is sent from this page. When subscriptions open, you will choose them
        here.
      </Alert>
      <Stack as="section" space="md" aria-label="What a subscription will offer">
        <Heading level={2}>What a subscription will offer</Heading>
        <Stack as="ul" space="sm" style={listReset}>
          {offers.map((offer) => (
            <Card as="li" key={offer.title} padding="medium">
              <Stack space="xs">
                <Heading level={3} visualLevel={4}>
                  {offer.title}
                </Heading>
                <Text tone="muted">{offer.text}</Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
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

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
