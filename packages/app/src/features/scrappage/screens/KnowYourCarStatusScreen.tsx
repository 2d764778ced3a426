import { useSearch } from 'wouter';
import { Button, Inline, Link, Stack, TextField } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { idleForm } from '../../../shared/forms/formState';
import {
  normaliseVehicleNumber,
  required,
  useForm,
  vehicleRegistration,
  type Rules,
} from '../../../shared/forms';
import { href } from '../../../shared/routing/paths';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { vehicleParam } from '../vehicleParam';

const vehicleRules: Rules<{ vehicleNumber: string }> = {
  vehicleNumber: [required('Enter the vehicle number.'), vehicleRegistration()],
};

/** `/know-your-car-status`: a vehicle number, checked as an Indian registration, then SUBMIT. */
export default function KnowYourCarStatusScreen() {
  const navigate = useNavigate();
  const previous = new URLSearchParams(useSearch()).get(vehicleParam) ?? '';
  const form = useForm({ vehicleNumber: previous }, vehicleRules, idleForm);
  return (
    <Stack space="lg">
      <PageHeading
        title="Know Your Car Status"
        description="Enter your vehicle's registration number to see its fitness and scrappage status."
      />
      <form
        noValidate
        aria-label="Know Your Car Status"
        onSubmit={form.handleSubmit(({ vehicleNumber }) =>
          navigate(href('carStatus', { query: { [vehicleParam]: normaliseVehicleNumber(vehicleNumber) } })),
        )}
      >
        <Stack space="lg">
          <TextField
            label="Vehicle Number"
            placeholder="DL3CAB1111"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.text('vehicleNumber')}
          />
          <Inline space="md" alignItems="center">
            <Button type="submit" variant="primary">
              SUBMIT
            </Button>
            <Link href={href('carScrappage')}>Back</Link>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
