import { Button, Dialog, Inline, Stack, Text } from '@plastihub/ui';
import { manpowerCountries, type ManpowerCountry } from './manpowerCountries';

export default function ManpowerCountryDialog({
  onClose,
  onChoose,
}: {
  onClose: () => void;
  onChoose: (country: ManpowerCountry) => void;
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
            <Button key={country} variant="secondary" onPress={() => onChoose(country)}>
              {country}
            </Button>
          ))}
        </Inline>
      </Stack>
    </Dialog>
  );
}
