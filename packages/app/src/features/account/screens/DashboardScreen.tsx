import { useId } from 'react';
import type { Profile } from '@plastihub/api-client';
import { Card, EmptyState, formatNumber, Grid, Heading, Link, Stack, Text } from '@plastihub/ui';
import { href } from '../../../shared/routing/paths';
import { ScreenState } from '../../../shared/page/ScreenState';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { dashboardCards, type DashboardCard } from '../dashboardCards';
import { RecentlyViewed } from '../../../shared/buyerTools/RecentlyViewed';
import { SavedSearchesTotal } from '../../../shared/buyerTools/SavedSearchesTotal';
import { ClearToolsData } from '../../../shared/buyerTools/ClearToolsData';

export default function DashboardScreen() {
  return (
    <AccountLayout title="Dashboard">
      {(profile) => (
        <ScreenState resource={profile} isMissing={(data) => data.user === null}>
          {(data) => <Dashboard profile={data} />}
        </ScreenState>
      )}
    </AccountLayout>
  );
}

function Dashboard({ profile }: { profile: Profile }) {
  const roles = profile.user?.roles ?? [];
  const cards = dashboardCards(roles, profile.dashboard);
  if (roles.length === 0) {
    return (
      <Stack space="lg">
        <EmptyState
          title="No roles chosen yet"
          description="Choose what you do on PlastiHub to see your listings and leads here."
          action={
            <Link href={href('updateRole')} asButton>
              Choose roles
            </Link>
          }
        />
        <SavedInThisBrowser />
      </Stack>
    );
  }
  return (
    <Stack space="lg">
      <Text>Welcome, {profile.user?.name}.</Text>
      <Grid minColumnWidth="240px">
        {cards.map((card) => (
          <RoleCountsCard key={card.role} card={card} />
        ))}
        {roles.includes('Buyer') && <BuyerCard />}
      </Grid>
      <SavedInThisBrowser />
    </Stack>
  );
}

function RoleCountsCard({ card }: { card: DashboardCard }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} padding="large">
      <Stack space="md">
        <Heading level={2} visualLevel={3} id={headingId}>
          {card.title}
        </Heading>
        <Stack as="dl" space="md">
          {card.counts.map((count) => (
            <div key={count.label}>
              <Text as="dt" tone="muted" size="small">
                {count.label}
              </Text>
              <Text as="dd" size="large" weight="bold">
                {formatNumber(count.value)}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Buyers have no counts; their card points to where buying starts. */
function BuyerCard() {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} padding="large">
      <Stack space="md">
        <Heading level={2} visualLevel={3} id={headingId}>
          Buyer
        </Heading>
        <Text tone="muted">
          Find polymers, machines and manpower, and chat with sellers about their listings.
        </Text>
        <Stack space="sm">
          <Link href={href('trade')}>Browse Trade</Link>
          <Link href={href('connect')}>Browse Connect</Link>
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * What the buyer tools keep for the user in this browser: their saved searches' new listings, the listings they
 * opened, and how to clear it all.
 */
function SavedInThisBrowser() {
  return (
    <Stack space="md">
      <SavedSearchesTotal />
      <RecentlyViewed emptyText="Listings you open show here, newest first." />
      <Stack space="sm" alignItems="flex-start">
        <ClearToolsData />
      </Stack>
    </Stack>
  );
}
