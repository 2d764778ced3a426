import type { ReactNode } from 'react';
import type { ManpowerCountryType } from '@plastihub/api-client';
import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { ManpowerCountryBar, useManpowerCountry } from './ManpowerCountry';

/** The page of a list that needs the country type, asking for it first when there is none. */
export function WithCountry({
  title,
  children,
}: {
  title: string;
  children: (country: ManpowerCountryType) => ReactNode;
}) {
  const { country, choose, hrefOf } = useManpowerCountry();
  return (
    <Stack space="lg">
      <PageHeading title={country ? `${title} ${country}` : title} />
      <ManpowerCountryBar country={country} onChoose={choose} hrefOf={hrefOf} />
      {country && children(country)}
    </Stack>
  );
}
