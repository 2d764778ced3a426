import {
  ActionBar,
  Button,
  CallLinks,
  Carousel,
  ContactDetails,
  ContactReveal,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Link,
  ListingDetailSkeleton,
  SpecTable,
  Stack,
  Text,
  phoneMedia,
  useMediaQuery,
} from '@plastihub/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHeading } from '../page/PageHeading';
import { openedForVisitors } from '../routing/openBrowsing';
import { href } from '../routing/paths';
import { useAppSelector } from '../store/hooks';
import { GoneListing, ListingTools } from '../buyerTools/ListingTools';
import { listingRef } from '../buyerTools/listingRef';
import { ListingChat } from '../chat/ListingChat';
import type { ResourceView } from '../data/useData';
import { ListingResults } from './ListingResults';
import type { ListingKind } from './listingKind';

export interface ListingPage<Details, Item> {
  /** Null when the server has no such listing ("Record Not Found"). */
  record: Details | null;
  similar: readonly Item[];
}

export interface ListingDetailProps<Details, Item> {
  kind: ListingKind<Item, Details>;
  page: ResourceView<ListingPage<Details, Item>>;
  /** The page title until the record is known, e.g. "Trade Product Details". */
  fallbackTitle: string;
}

/**
 * A listing's detail screen: carousel, spec table, contact reveal, chat, seller, description, what the kind
 * adds, and similar listings, with loading, failure (Try again) and "Record Not Found" states. On a phone the
 * main actions (View Contact Info, then Call and WhatsApp; Chat; Share and Save) sit in a bar at the bottom of
 * the screen, and the revealed details take the contact button's place in the page.
 */
export function ListingDetail<Details, Item>({
  kind,
  page,
  fallbackTitle,
}: ListingDetailProps<Details, Item>) {
  const { status, data, error, retry } = page;
  const [pathname] = useLocation();
  const search = useSearch();
  const path = search ? `${pathname}?${search}` : pathname;
  const phone = useMediaQuery(phoneMedia);
  // A visitor on a page that only a build's open browsing shows them: contact asks them to sign in first.
  const signedIn = useAppSelector((state) => state.auth.signedIn);
  const contactNeedsSignIn = !signedIn && openedForVisitors(pathname);
  // Revealed on this page (phone): a similar listing opened from here starts hidden again.
  const [revealedOn, setRevealedOn] = useState<string | null>(null);
  const revealed = revealedOn === path;
  if (status === 'failed' && data === undefined) {
    return (
      <Stack space="lg">
        <PageHeading title={fallbackTitle} />
        <ErrorState message={error ?? undefined} onRetry={retry} />
      </Stack>
    );
  }
  if (data === undefined) {
    // Spaced as the loaded page, so its content lands where the skeleton was.
    return (
      <Stack space="xl">
        <PageHeading title={fallbackTitle} />
        <ListingDetailSkeleton picture={Boolean(kind.detail.images)} />
      </Stack>
    );
  }
  const { record, similar } = data;
  if (record === null) {
    return (
      <Stack space="lg">
        <PageHeading title={fallbackTitle} />
        <EmptyState variant="missing" />
        {kind.savedAs && (
          <GoneListing listing={listingRef({ kind: kind.savedAs, path, title: fallbackTitle })} />
        )}
      </Stack>
    );
  }
  const { detail } = kind;
  const title = detail.title(record);
  const contact = detail.contact?.(record);
  const about = detail.about?.(record).filter((line) => line.value.trim() !== '') ?? [];
  const description = detail.description?.(record)?.trim();
  const pictures = detail.images?.(record) ?? [];
  const tools = kind.savedAs && listingRef({ kind: kind.savedAs, path, title, picture: pictures[0] });
  const toolsNode = tools && <ListingTools listing={tools} />;
  const chat = detail.chat && (
    <ListingChat listingType={detail.chat.listingType} {...detail.chat.with(record)} />
  );
  const inBar = phone && (contact || chat || toolsNode);
  const contactLabel = detail.contactLabel ?? 'View Contact Info';
  const signInToContact = contact && contactNeedsSignIn && (
    <Link href={href('login', { query: { next: path } })} asButton variant="secondary">
      {contactLabel}
    </Link>
  );
  return (
    <Stack space="xl">
      <PageHeading title={title} actions={!inBar && toolsNode} />
      {/* Each column as tall as its content: the carousel keeps its frame beside a long table. */}
      <Grid minColumnWidth="340px" space="xl" alignItems="flex-start">
        {detail.images && (
          <Carousel
            label={`Pictures of ${title}`}
            images={pictures.map((src, index) => ({ src, alt: `${title}, picture ${index + 1}` }))}
            maxImages={4}
            width={800}
            height={600}
            fit="contain"
            priority
            emptyText="No pictures of this listing yet"
          />
        )}
        <Stack space="lg">
          <SpecTable aria-label={`${title} details`} rows={detail.rows(record)} />
          {signInToContact && !inBar && signInToContact}
          {contact &&
            !contactNeedsSignIn &&
            (!inBar ? (
              <ContactReveal
                name={contact.name}
                mobile={contact.mobile}
                email={contact.email}
                label={detail.contactLabel}
              />
            ) : (
              revealed && (
                <ContactDetails
                  name={contact.name}
                  mobile={contact.mobile}
                  email={contact.email}
                  callLinks={false}
                />
              )
            ))}
          {detail.actions?.(record)}
          {!inBar && chat}
          {about.length > 0 && <SpecTable aria-label={detail.aboutLabel ?? 'Listed by'} rows={about} />}
        </Stack>
      </Grid>
      {description && (
        <Stack as="section" space="sm" aria-label={detail.descriptionHeading ?? 'Description'}>
          <Heading level={2}>{detail.descriptionHeading ?? 'Description'}</Heading>
          <Text>{description}</Text>
        </Stack>
      )}
      {detail.more?.(record)}
      {detail.similarHeading && (
        <Stack as="section" space="md" aria-label={detail.similarHeading}>
          <Heading level={2}>{detail.similarHeading}</Heading>
          <ListingResults
            kind={kind}
            label={detail.similarHeading}
            headingLevel={3}
            results={{ status: 'succeeded', data: similar, error: null, retry }}
          />
        </Stack>
      )}
      {inBar && (
        <ActionBar label={`Actions for ${title}`}>
          {signInToContact}
          {contact &&
            !contactNeedsSignIn &&
            (revealed ? (
              <CallLinks mobile={contact.mobile} />
            ) : (
              <Button variant="secondary" onPress={() => setRevealedOn(path)}>
                {contactLabel}
              </Button>
            ))}
          {chat}
          {tools && <ListingTools listing={tools} compact />}
        </ActionBar>
      )}
    </Stack>
  );
}
