import { useSearch } from 'wouter';
import { Alert, Inline, Link, SpecTable, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { isIndianRegistration, normaliseVehicleNumber } from '../../../shared/forms';
import { href } from '../../../shared/routing/paths';
import { vehicleParam } from '../vehicleParam';

/** The spec's static sample: the registry is not connected, so no figure here is about the user's car. */
const sampleStatus = [
  { label: 'Owner', value: 'R. Sharma' },
  { label: 'Registration Year', value: '2009' },
  { label: 'Fuel', value: 'Diesel' },
  { label: 'Last Fitness Check', value: '14-03-2024' },
  { label: 'Fitness Status', value: 'Failed' },
  { label: 'Remaining Life', value: 'None: 15 years reached in 2024' },
  { label: 'Scrap Value', value: 'Rs. 42,000 (estimate)' },
  { label: 'Action Required', value: 'Scrap at a registered facility, or pass a fitness re-test' },
];

/**
 * `/car-status?vehicle_no=`: a sample status report, labelled as one. It sends nothing: the existing product
 * posted `profile-update` from here, which could overwrite the user's profile.
 */
export default function CarStatusScreen() {
  const vehicle = new URLSearchParams(useSearch()).get(vehicleParam) ?? '';
  const known = isIndianRegistration(vehicle);
  return (
    <Stack space="lg">
      <PageHeading
        title="Car Status"
        description={known ? `Vehicle ${normaliseVehicleNumber(vehicle)}` : undefined}
      />
      <Alert tone="info" title="This is a sample report">
        Live vehicle records are not connected yet, so the figures below are an example of what the report
        shows, not the record of {known ? normaliseVehicleNumber(vehicle) : 'your vehicle'}.
      </Alert>
      <SpecTable title="Sample status report" rows={sampleStatus} />
      <Inline space="md" alignItems="center" flexWrap="wrap">
        <Link
          href={href('knowYourCarStatus', known ? { query: { [vehicleParam]: vehicle } } : undefined)}
          asButton
          variant="secondary"
        >
          Check another vehicle
        </Link>
        <Link href={href('carScrappage')}>Back to Car Scrappage</Link>
      </Inline>
    </Stack>
  );
}
