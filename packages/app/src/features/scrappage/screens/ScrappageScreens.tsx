import { useState } from 'react';
import { useSearch } from 'wouter';
import type { LocationQuery } from '@plastihub/api-client';
import {
  Alert,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  SpecTable,
  Stack,
  Text,
  TextField,
  Tile,
} from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import type { Resource } from '../../../shared/data/definitions';
import { useResource } from '../../../shared/data/useData';
import { idleForm } from '../../../shared/forms/formState';
import {
  isIndianRegistration,
  normaliseVehicleNumber,
  required,
  useForm,
  vehicleRegistration,
  type Rules,
} from '../../../shared/forms';
import { fileLinkProps } from '../../../shared/site/fileLink';
import { ContactDirectory, type DirectoryEntry } from '../../../shared/listing/ContactDirectory';
import { idOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { href, type PathName } from '../../../shared/routing/paths';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { ScreenState } from '../../../shared/page/ScreenState';
import { TileGroup } from '../../../shared/tiles/SectionTiles';
import { carStatusIcon, fitnessIcon, policyIcon, scrapCarIcon } from '../scrappageIcons';
import { LocationDialog } from '../LocationDialog';
import {
  fitnessCentersAt,
  policyDocuments,
  scrapCities,
  scrapDealersAt,
  scrapStates,
} from '../scrappage.data';

/** A list of businesses by state and city: what it is called and where its entries come from. */
interface Directory<Item> {
  path: PathName;
  title: string;
  /** The location dialog's title. */
  findTitle: string;
  /** "scrap car dealers", for the list's name and the prompt. */
  plural: string;
  unnamed: string;
  resource: Resource<LocationQuery, Item[]>;
  entryOf: (item: Item) => DirectoryEntry;
}

const scrapDealerDirectory: Directory<DirectoryEntry> = {
  path: 'scrapCarDealer',
  title: 'Scrap Car Dealers',
  findTitle: 'Find Scrap Car Dealers',
  plural: 'scrap car dealers',
  unnamed: 'Dealer',
  resource: scrapDealersAt,
  entryOf: (dealer) => dealer,
};

const fitnessCenterDirectory: Directory<{ companyName: string } & Omit<DirectoryEntry, 'name'>> = {
  path: 'carFitnessCenter',
  title: 'Car Fitness Centres',
  findTitle: 'Find Car Fitness Centres',
  plural: 'car fitness centres',
  unnamed: 'Fitness centre',
  resource: fitnessCentersAt,
  entryOf: ({ companyName, ...contact }) => ({ name: companyName, ...contact }),
};

/** `/car-scrappage`: Scrap Car Dealer and Car Fitness Centre ask for a state and city; the others are pages. */
export function CarScrappageScreen() {
  const navigate = useNavigate();
  const [finding, setFinding] = useState<Pick<Directory<unknown>, 'findTitle' | 'path'> | null>(null);
  return (
    <Stack space="xl">
      <PageHeading
        title="Car Scrappage"
        description="Registered scrap car dealers, fitness testing centres, the policies, and your car's status."
      />
      <TileGroup title="Car scrappage services" showTitle={false}>
        <li>
          <Tile
            label="Scrap Car Dealer"
            icon={scrapCarIcon}
            onPress={() => setFinding(scrapDealerDirectory)}
          />
        </li>
        <li>
          <Tile label="Policy Update" icon={policyIcon} href={href('policyUpdate')} onNavigate={navigate} />
        </li>
        <li>
          <Tile
            label="Car Fitness Centre"
            icon={fitnessIcon}
            onPress={() => setFinding(fitnessCenterDirectory)}
          />
        </li>
        <li>
          <Tile
            label="Know Your Car Status"
            icon={carStatusIcon}
            href={href('knowYourCarStatus')}
            onNavigate={navigate}
          />
        </li>
      </TileGroup>
      <LocationDialog
        open={finding !== null}
        onOpenChange={(open) => !open && setFinding(null)}
        title={finding?.findTitle ?? ''}
        to={finding?.path ?? 'scrapCarDealer'}
      />
    </Stack>
  );
}

/** The chosen place's names, from the look-ups the dialog shares (cached): "Ahmedabad, Gujarat". */
function usePlaceName(place: LocationQuery | null): string {
  const states = useResource(scrapStates, null, { enabled: place !== null });
  const cities = useResource(scrapCities, { stateId: place?.stateId ?? 0 }, { enabled: place !== null });
  if (place === null) return '';
  const city = cities.data?.find((entry) => entry.id === place.cityId)?.name;
  const state = states.data?.find((entry) => entry.id === place.stateId)?.name;
  return [city, state].filter(Boolean).join(', ');
}

function LocationDirectory<Item>({ directory }: { directory: Directory<Item> }) {
  const { stateId, cityId } = useSelections(['stateId', 'cityId']);
  const state = idOf(stateId);
  const city = idOf(cityId);
  const place = state !== null && city !== null ? { stateId: state, cityId: city } : null;
  const [choosing, setChoosing] = useState(place === null);
  const placeName = usePlaceName(place);
  const entries = useResource(directory.resource, place ?? { stateId: 0, cityId: 0 }, {
    enabled: place !== null,
  });
  return (
    <Stack space="lg">
      <PageHeading title={directory.title} description={place && placeName ? `In ${placeName}` : undefined} />
      <div>
        <Button variant="secondary" onPress={() => setChoosing(true)}>
          {place ? 'Change state and city' : 'Choose state and city'}
        </Button>
      </div>
      {place === null ? (
        <Text>Choose a state and a city to see the {directory.plural} there.</Text>
      ) : (
        <ScreenState resource={entries} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ContactDirectory
              entries={list.map(directory.entryOf)}
              label={placeName ? `${directory.title} in ${placeName}` : directory.title}
              unnamed={directory.unnamed}
            />
          )}
        </ScreenState>
      )}
      <LocationDialog
        open={choosing}
        onOpenChange={setChoosing}
        title={directory.findTitle}
        to={directory.path}
      />
    </Stack>
  );
}

/** `/scrap-car-dealer?state_id=&city_id=`: dealer, mobile, email, address. */
export function ScrapCarDealersScreen() {
  return <LocationDirectory directory={scrapDealerDirectory} />;
}

/** `/car-fitness-center?state_id=&city_id=`: company, mobile, email, address. */
export function CarFitnessCentersScreen() {
  return <LocationDirectory directory={fitnessCenterDirectory} />;
}

/** `/policy-update`: the policy documents, each a PDF to download. */
export function PolicyUpdateScreen() {
  const policies = useResource(policyDocuments, null);
  return (
    <Stack space="lg">
      <PageHeading title="Policy Update" description="Vehicle scrapping policies and rules, to download." />
      <ScreenState resource={policies} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Stack as="ul" space="sm" aria-label="Policy documents" style={listReset}>
            {list.map((policy, index) => {
              const file = fileLinkProps(policy.fileUrl);
              return (
                <Card as="li" key={policy.id ?? `${policy.fileUrl}:${index}`} padding="medium">
                  <Stack space="xs">
                    <Heading level={2} visualLevel={4}>
                      {file ? (
                        <Link {...file}>{policy.title || 'Policy document'}</Link>
                      ) : (
                        policy.title || 'Policy document'
                      )}
                    </Heading>
                    <Text tone="muted">{file ? 'PDF document' : 'Not available to download yet'}</Text>
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
      </ScreenState>
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

const vehicleRules: Rules<{ vehicleNumber: string }> = {
  vehicleNumber: [required('Enter the vehicle number.'), vehicleRegistration()],
};

const vehicleParam = 'vehicle_no';

/** `/know-your-car-status`: a vehicle number, checked as an Indian registration, then SUBMIT. */
export function KnowYourCarStatusScreen() {
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
            <Link href={href('carScrappage')} onNavigate={navigate}>
              Back
            </Link>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}

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
export function CarStatusScreen() {
  const navigate = useNavigate();
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
          onNavigate={navigate}
          asButton
          variant="secondary"
        >
          Check another vehicle
        </Link>
        <Link href={href('carScrappage')} onNavigate={navigate}>
          Back to Car Scrappage
        </Link>
      </Inline>
    </Stack>
  );
}
