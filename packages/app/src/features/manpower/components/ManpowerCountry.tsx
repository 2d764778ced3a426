import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { manpowerCountryTypes, type ManpowerCountryType } from '@plastihub/api-client';
import { Button, Inline, Text } from '@plastihub/ui';
import { useSelections } from '../../../shared/listing/useSelections';
import { withFilter } from '../../../shared/listing/urlFilters';
import { selectionKeys } from '../../../shared/storage/selection';
import { ManpowerCountryQuestion } from '../../../shared/tiles/ManpowerCountryQuestion';

/** "Jobs", or "CREW" for International (document 1). */
export const jobsLabel = (country: ManpowerCountryType) => (country === 'International' ? 'CREW' : 'Jobs');

const isCountryType = (value: string | null): value is ManpowerCountryType =>
  manpowerCountryTypes.some((type) => type === value);

/**
 * India or International, as chosen on Connect: in the URL (`country_type`) and the session. Manpower keeps the
 * choice (the existing product reset it to India on load); `choose` changes it in place.
 */
export function useManpowerCountry() {
  const { manpowerCountry } = useSelections(['manpowerCountry']);
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const hrefOf = (country: ManpowerCountryType) =>
    `${path}?${withFilter(`?${search}`, selectionKeys.manpowerCountry.key, [country])}`;
  const choose = (country: ManpowerCountryType) => setLocation(hrefOf(country), { replace: true });
  return { country: isCountryType(manpowerCountry) ? manpowerCountry : null, choose, hrefOf };
}

/**
 * "Looking in: India" with Change; with no choice yet, the same India/International dialog as Connect opens by
 * itself, and once dismissed the page says what it needs.
 */
export function ManpowerCountryBar({
  country,
  onChoose,
  hrefOf,
}: {
  country: ManpowerCountryType | null;
  onChoose: (country: ManpowerCountryType) => void;
  hrefOf: (country: ManpowerCountryType) => string;
}) {
  const [asking, setAsking] = useState(country === null);
  const [asked, setAsked] = useState(0);
  return (
    <Inline space="sm" alignItems="center" flexWrap="wrap">
      <Text>
        {country ? (
          <>
            Looking in: <strong>{country}</strong>
          </>
        ) : (
          'Choose India or International to see the people and jobs there.'
        )}
      </Text>
      <Button
        variant="secondary"
        onPress={() => {
          setAsked((count) => count + 1);
          setAsking(true);
        }}
      >
        {country ? 'Change' : 'Choose India or International'}
      </Button>
      {asking && (
        <ManpowerCountryQuestion
          attempt={asked}
          onClose={() => setAsking(false)}
          onChoose={(next) => {
            setAsking(false);
            onChoose(next);
          }}
          hrefOf={hrefOf}
        />
      )}
    </Inline>
  );
}
