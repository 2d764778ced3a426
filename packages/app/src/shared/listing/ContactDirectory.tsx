import { Card, Grid, Heading, InBatches, Link, mailtoHref, Stack, telHref, Text } from '@plastihub/ui';

/** A business to call or write to: a dealer, a fitness centre. Empty fields are left out. */
export interface DirectoryEntry {
  name: string;
  mobile: string;
  email: string;
  address: string;
}

export interface ContactDirectoryProps {
  entries: readonly DirectoryEntry[];
  /** Names the list: "Scrap car dealers in Ahmedabad". */
  label: string;
  /** The heading of an entry without a name: "Dealer". */
  unnamed: string;
}

/** Cards of name, mobile (to call), email (to write) and address: the directories of dealers and centres. */
export function ContactDirectory({ entries, label, unnamed }: ContactDirectoryProps) {
  return (
    <InBatches
      items={entries}
      itemKey={(entry, index) => `${entry.name}:${index}`}
      renderItem={(entry, _index, place) => (
        <Card as="li" padding="medium" {...place}>
          <Stack space="xs">
            <Heading level={2} visualLevel={4}>
              {entry.name || unnamed}
            </Heading>
            {entry.mobile && <ContactValue href={telHref(entry.mobile)}>{entry.mobile}</ContactValue>}
            {entry.email && <ContactValue href={mailtoHref(entry.email)}>{entry.email}</ContactValue>}
            {entry.address && <Text tone="muted">{entry.address}</Text>}
          </Stack>
        </Card>
      )}
    >
      {(shown, list) => (
        <Grid as="ul" minColumnWidth="260px" space="md" aria-label={label} ref={list.ref} style={list.style}>
          {shown}
        </Grid>
      )}
    </InBatches>
  );
}

/** A number or address is a link only when it passed its check; anything else the server sent is text. */
function ContactValue({ href, children }: { href: string | null; children: string }) {
  return href ? <Link href={href}>{children}</Link> : <Text as="span">{children}</Text>;
}
