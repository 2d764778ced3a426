import type { ReactNode } from 'react';
import { Image, Inline, Heading, SpecTable, Stack, Text, type SpecRow } from '@plastihub/ui';

export interface ProfileDetailsProps {
  name: string;
  /** Photo or logo; the placeholder shows when there is none. */
  image: string | null;
  imageAlt: string;
  /** A line under the name, e.g. the contact person. */
  subtitle?: ReactNode;
  rows: readonly SpecRow[];
  /** Lists that follow the details (past experience, teams, student batches). */
  children?: ReactNode;
}

/** The address rows every role profile ends its details with (labels as the spec's profile pages write them). */
export function addressRows(place: {
  address: string;
  city: string;
  state: string;
  pinCode: string;
  countryName: string;
}): SpecRow[] {
  return [
    { label: 'Address', value: place.address },
    { label: 'City', value: place.city },
    { label: 'State', value: place.state },
    { label: 'Pincode', value: place.pinCode },
    { label: 'Country', value: place.countryName },
  ];
}

/** A read-only role profile: picture and name, the fields as a table, then its lists. */
export function ProfileDetails({ name, image, imageAlt, subtitle, rows, children }: ProfileDetailsProps) {
  return (
    <Stack space="xl">
      <Inline space="lg">
        <Image src={image} alt={imageAlt} width={96} height={96} fit="contain" radius="medium" />
        <Stack space="xs">
          <Heading level={2}>{name}</Heading>
          {subtitle && <Text tone="muted">{subtitle}</Text>}
        </Stack>
      </Inline>
      <SpecTable title="Details" rows={rows} />
      {children}
    </Stack>
  );
}
