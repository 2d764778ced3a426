import { Dialog, Inline, Link, RouterProvider, Stack, Text } from '@plastihub/ui';
import { manpowerCountries, type ManpowerCountry } from './manpowerCountries';

export default function ManpowerCountryDialog({
  onClose,
  onChoose,
  hrefOf,
}: {
  onClose: () => void;
  onChoose: (country: ManpowerCountry) => void;
  /** Where choosing the country leads: each choice is a link (it can open in a new tab too). */
  hrefOf: (country: ManpowerCountry) => string;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Manpower"
      description="Where should the people you are looking for work?"
      size="small"
    >
      <Stack space="md">
        <Text>Choose India or International.</Text>
        <Inline space="md">
          {manpowerCountries.map((country) => (
            <RouterProvider key={country} navigate={() => onChoose(country)}>
              <Link href={hrefOf(country)} asButton variant="secondary">
                {country}
              </Link>
            </RouterProvider>
          ))}
        </Inline>
      </Stack>
    </Dialog>
  );
}
