import { useMemo } from 'react';
import type { MyToolRoomCompany, MyToolRoomMachine, ToolRoomCompanyForm } from '@plastihub/api-client';
import {
  DeleteButton,
  Grid,
  Heading,
  ImagePicker,
  Image,
  Inline,
  Link,
  NumberField,
  Select,
  Stack,
  StatusBadge,
  Table,
  Text,
  TextArea,
  TextField,
  formatPlace,
  optionsFromLookup,
  type TableColumn,
} from '@plastihub/ui';
import { useMutation, useResource } from '../../../../shared/data/useData';
import { countriesLookup } from '../../../../shared/data/lookups';
import { useSignedInUserId } from '../../../../shared/account/signedInUser';
import {
  imageTypes,
  maxImageSize,
  maxImages,
  maxLength,
  newImage,
  noImages,
  number,
  PHOTO_LIMIT_MB,
  PHOTO_TYPES,
  required,
  savedImages,
  useForm,
  type ImageList,
  type Rules,
} from '../../../../shared/forms';
import type { FormState } from '../../../../shared/forms/formState';
import { ListingDetail } from '../../../../shared/listing/ListingDetail';
import { ListingResults } from '../../../../shared/listing/ListingResults';
import { idOf } from '../../../../shared/listing/urlFilters';
import { defineListingKind, detailHref } from '../../../../shared/listing/listingKind';
import { useSelections } from '../../../../shared/listing/useSelections';
import { href } from '../../../../shared/routing/paths';
import { useNavigate } from '../../../../shared/routing/useNavigate';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { RecordNotFoundPage } from '../../../../shared/page/ScreenState';
import {
  ChoicesFailed,
  Loaded,
  RemovalOutcome,
  SubmitFailure,
  SubmitRow,
  useRemoval,
} from '../../../../shared/forms/sellerForms';
import {
  myToolRoom,
  myToolRoomMachine,
  myToolRooms,
  toolMachineAdding,
  toolMachineRemoval,
  toolMachineUpdating,
  toolRoomAdding,
  toolRoomRemoval,
  toolRoomUpdating,
} from '../myToolRooms.data';

/**
 * A seller's tool-and-die companies (document 3): the company form with its logo, the grid, the company's page
 * with its machines (each with Edit and Delete), and the machine form. New companies wait for review.
 */

const companyLink = (path: 'myToolDieDetails' | 'toolDieEdit' | 'toolMachineAdd', id: number) =>
  detailHref(path, { ownToolRoomId: String(id) });
const machineLink = (id: number) => detailHref('toolMachineEdit', { ownToolMachineId: String(id) });

const photoRules = [maxImages(1), imageTypes(PHOTO_TYPES), maxImageSize(PHOTO_LIMIT_MB)];

type CompanyValues = {
  name: string;
  address: string;
  countryId: string;
  state: string;
  city: string;
  description: string;
  logo: ImageList;
};

const companyRules: Rules<CompanyValues> = {
  name: [required('Enter the company name.'), maxLength(150, 'The name can be up to 150 characters.')],
  address: [required('Enter the address.')],
  countryId: [required('Choose the country.')],
  state: [required('Enter the state.')],
  city: [required('Enter the city.')],
  description: [maxLength(2000, 'The description can be up to 2000 characters.')],
  logo: photoRules,
};

const companyValues = (company?: MyToolRoomCompany): CompanyValues => ({
  name: company?.name ?? '',
  address: company?.address ?? '',
  countryId: company ? String(company.countryId ?? '') : '1',
  state: company?.state ?? '',
  city: company?.city ?? '',
  description: company?.description ?? '',
  logo: company?.logo ? savedImages([company.logo]) : noImages,
});

const toCompanyForm = ({ logo, ...values }: CompanyValues): ToolRoomCompanyForm => ({
  ...values,
  logo: newImage(logo),
});

function CompanyForm({
  label,
  initial,
  state,
  onSubmit,
}: {
  label: string;
  initial: CompanyValues;
  state: FormState;
  onSubmit: (form: ToolRoomCompanyForm) => void;
}) {
  const owner = useSignedInUserId();
  const form = useForm(initial, companyRules, state, {
    ...(initial.name === '' && { draft: { name: 'tool-room-add', owner } }),
  });
  const countries = useResource(countriesLookup, null);
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.handleSubmit((values) => onSubmit(toCompanyForm(values)))}
    >
      <Stack space="lg">
        <SubmitFailure state={state} summary={form.summary()} title="The company was not saved" />
        <ChoicesFailed views={[countries]} title="The countries did not load" />
        <Grid minColumnWidth="240px" space="lg">
          <TextField label="Company Name" autoComplete="organization" {...form.text('name')} />
          <TextField label="Address" autoComplete="street-address" {...form.text('address')} />
          <Select
            label="Country"
            placeholder={countries.data === undefined ? 'Loading countries' : 'Select country'}
            {...form.select('countryId', optionsFromLookup(countries.data ?? []))}
          />
          <TextField label="State/Province" autoComplete="address-level1" {...form.text('state')} />
          <TextField label="City" autoComplete="address-level2" {...form.text('city')} />
        </Grid>
        <TextArea label="Description" showCount {...form.text('description')} />
        <ImagePicker
          label="Logo"
          description={`One image: JPG, PNG or WebP, up to ${PHOTO_LIMIT_MB} MB.`}
          {...form.images('logo', { max: 1 })}
        />
        <SubmitRow state={state} />
      </Stack>
    </form>
  );
}

/** `/tool-die-machine-add`: a new company, with its logo; it waits for review. */
export function ToolDieAddScreen() {
  const navigate = useNavigate();
  const mutation = useMutation(toolRoomAdding, {
    navigateTo: href('myToolDie'),
    invalidates: [myToolRooms.key],
  });
  const initial = useMemo(() => companyValues(), []);
  return (
    <AccountLayout
      title="Tool and Die Add"
      description="New companies are published after review. Add their machines from the company's page."
      actions={
        <Link href={href('myToolDie')} onNavigate={navigate} asButton variant="secondary">
          My Tool and Die
        </Link>
      }
    >
      <CompanyForm
        label="Tool and Die Add"
        initial={initial}
        state={mutation.state}
        onSubmit={mutation.submit}
      />
    </AccountLayout>
  );
}

const ownCompanies = defineListingKind<MyToolRoomCompany, MyToolRoomCompany>({
  type: 'Tool Room',
  detailPath: 'myToolDieDetails',
  selectionOf: (company) => ({ ownToolRoomId: String(company.id) }),
  card: (company) => ({
    title: company.name,
    imageSrc: company.logo || null,
    imageFit: 'contain',
    status: company.status,
    referenceId: company.id,
    meta: [{ value: company.address }, { value: formatPlace(company.city, company.state) }],
  }),
  detail: {
    title: (company) => company.name,
    images: (company) => (company.logo ? [company.logo] : []),
    rows: (company) => [
      { label: 'Address', value: company.address },
      { label: 'City', value: company.city },
      { label: 'State', value: company.state },
      { label: 'Country', value: company.country },
    ],
    description: (company) => company.description,
    actions: (company) => <CompanyActions company={company} />,
    more: (company) => <CompanyMachines company={company} />,
  },
});

/** `/my-tool-die-machine-view`: the seller's companies; Delete asks first and reloads only on success. */
export function MyToolDieScreen() {
  const navigate = useNavigate();
  const companies = useResource(myToolRooms, null);
  const removal = useRemoval(toolRoomRemoval, { invalidates: [myToolRooms.key] });
  return (
    <AccountLayout
      title="My Tool and Die"
      actions={
        <Link href={href('toolDieAdd')} onNavigate={navigate} asButton variant="primary">
          Add Tool and Die
        </Link>
      }
    >
      <RemovalOutcome state={removal.state} />
      <ListingResults
        kind={ownCompanies}
        results={companies}
        label="My Tool and Die"
        deleteOf={(company) => removal.deleteOf(company.id)}
      />
    </AccountLayout>
  );
}

/** The company's status, Reference ID, and what the seller can do: add a machine, edit, delete. */
function CompanyActions({ company }: { company: MyToolRoomCompany }) {
  const navigate = useNavigate();
  const removal = useRemoval(toolRoomRemoval, {
    navigateTo: href('myToolDie'),
    invalidates: [myToolRooms.key],
  });
  const { onDelete, deleting } = removal.deleteOf(company.id);
  return (
    <Stack space="sm">
      <Inline space="sm">
        <StatusBadge approved={company.status} />
        <Text tone="muted">Reference ID: {company.id}</Text>
      </Inline>
      <RemovalOutcome state={removal.state} />
      <Inline space="sm">
        <Link
          href={companyLink('toolMachineAdd', company.id)}
          onNavigate={navigate}
          asButton
          variant="primary"
        >
          Add Machine
        </Link>
        <Link
          href={companyLink('toolDieEdit', company.id)}
          onNavigate={navigate}
          asButton
          variant="secondary"
        >
          Edit
        </Link>
        <DeleteButton
          itemName={company.name || 'This company'}
          title="Delete this company and its machines?"
          pending={deleting}
          onDelete={onDelete}
        />
      </Inline>
    </Stack>
  );
}

/** The company's machines, each with Edit and Delete (the company's page loads again after a delete). */
function CompanyMachines({ company }: { company: MyToolRoomCompany }) {
  const navigate = useNavigate();
  const removal = useRemoval(toolMachineRemoval, { invalidates: [myToolRoom.key] });
  const columns: readonly TableColumn<MyToolRoomMachine>[] = [
    {
      key: 'image',
      header: 'Image',
      render: (machine) => <Image src={machine.image} alt="" width={72} height={54} radius="small" />,
    },
    { key: 'name', header: 'Name', isRowHeader: true },
    { key: 'make', header: 'Make' },
    // The spec's `model` holds the year the machine was made.
    { key: 'model', header: 'Mfg Year' },
    { key: 'quantity', header: 'Qty', align: 'end' },
    { key: 'description', header: 'Description' },
    {
      key: 'actions',
      header: 'Actions',
      render: (machine) => (
        <Inline space="xs">
          <Link
            href={machineLink(machine.id)}
            onNavigate={navigate}
            asButton
            size="small"
            variant="secondary"
            aria-label={`Edit ${machine.name}`}
          >
            Edit
          </Link>
          <DeleteButton
            itemName={machine.name || 'This machine'}
            title="Delete this machine?"
            size="small"
            pending={removal.deleteOf(machine.id).deleting}
            onDelete={removal.deleteOf(machine.id).onDelete}
          />
        </Inline>
      ),
    },
  ];
  return (
    <Stack as="section" space="md" aria-label="Machines">
      <Heading level={2}>Machines</Heading>
      <RemovalOutcome state={removal.state} />
      <Table
        caption={`Machines of ${company.name}`}
        hideCaption
        columns={columns}
        rows={company.machines}
        getRowKey={(machine) => machine.id}
        emptyMessage="No machines yet. Add the machines this company works with."
      />
    </Stack>
  );
}

/** The company the page was opened for, loaded; null when none was chosen. */
function useOwnCompany() {
  const id = idOf(useSelections(['ownToolRoomId']).ownToolRoomId);
  const company = useResource(myToolRoom, id ?? 0, { enabled: id !== null });
  return id === null ? null : company;
}

/** `/my-tool-die-machine-details`: logo, status, Reference ID, Add Machine, Edit, Delete, machines, address. */
export function MyToolDieDetailsScreen() {
  const company = useOwnCompany();
  const page = useMemo(
    () =>
      company && {
        ...company,
        data: company.data === undefined ? undefined : { record: company.data, similar: [] },
      },
    [company],
  );
  if (!page) return <RecordNotFoundPage title="My Tool and Die Details" />;
  return <ListingDetail kind={ownCompanies} page={page} fallbackTitle="My Tool and Die Details" />;
}

/** `/tool-die-machine-edit`: the company's own edit form (the existing product sent Edit to the machine add). */
export function ToolDieEditScreen() {
  const company = useOwnCompany();
  const id = company?.data?.id;
  const mutation = useMutation(toolRoomUpdating, {
    navigateTo: id === undefined ? undefined : companyLink('myToolDieDetails', id),
    invalidates: [myToolRooms.key, myToolRoom.key],
  });
  return (
    <Loaded title="Tool and Die Edit" view={company}>
      {(loaded) => (
        <CompanyForm
          key={loaded.id}
          label="Tool and Die Edit"
          initial={companyValues(loaded)}
          state={mutation.state}
          onSubmit={(form) => mutation.submit({ id: loaded.id, form })}
        />
      )}
    </Loaded>
  );
}

type MachineValues = {
  name: string;
  make: string;
  model: string;
  quantity: string;
  description: string;
  image: ImageList;
};

const machineRules: Rules<MachineValues> = {
  name: [required('Enter the machine name.'), maxLength(150, 'The name can be up to 150 characters.')],
  make: [required('Enter the make.')],
  model: [
    required('Enter the mfg year.'),
    number('Mfg year', { integer: true, min: 1950, max: new Date().getFullYear() }),
  ],
  quantity: [required('Enter the quantity.'), number('Quantity', { integer: true, min: 1 })],
  description: [maxLength(2000, 'The description can be up to 2000 characters.')],
  image: photoRules,
};

const machineValues = (machine?: MyToolRoomMachine): MachineValues => ({
  name: machine?.name ?? '',
  make: machine?.make ?? '',
  model: machine?.model ?? '',
  quantity: machine?.quantity === null || machine?.quantity === undefined ? '' : String(machine.quantity),
  description: machine?.description ?? '',
  image: machine?.image ? savedImages([machine.image]) : noImages,
});

function MachineForm({
  label,
  initial,
  state,
  onSubmit,
}: {
  label: string;
  initial: MachineValues;
  state: FormState;
  onSubmit: (values: MachineValues) => void;
}) {
  const form = useForm(initial, machineRules, state);
  return (
    <form noValidate aria-label={label} onSubmit={form.handleSubmit(onSubmit)}>
      <Stack space="lg">
        <SubmitFailure state={state} summary={form.summary()} title="The machine was not saved" />
        <Grid minColumnWidth="240px" space="lg">
          <TextField label="Name" {...form.text('name')} />
          <TextField label="Make" {...form.text('make')} />
          <NumberField label="Mfg Year" {...form.number('model')} />
          <NumberField label="Quantity" {...form.number('quantity')} />
        </Grid>
        <TextArea label="Description" showCount {...form.text('description')} />
        <ImagePicker
          label="Image"
          description={`One image: JPG, PNG or WebP, up to ${PHOTO_LIMIT_MB} MB.`}
          {...form.images('image', { max: 1 })}
        />
        <SubmitRow state={state} />
      </Stack>
    </form>
  );
}

const toMachineForm = ({ image, ...values }: MachineValues) => ({ ...values, image: newImage(image) });

/** `/tool-machine-add`: a machine of the company the page was opened for; then back to the company's page. */
export function ToolMachineAddScreen() {
  const company = useOwnCompany();
  const id = company?.data?.id;
  const mutation = useMutation(toolMachineAdding, {
    navigateTo: id === undefined ? undefined : companyLink('myToolDieDetails', id),
    invalidates: [myToolRoom.key],
  });
  const initial = useMemo(() => machineValues(), []);
  return (
    <Loaded title="Tool and Die Machine Add" view={company}>
      {(loaded) => (
        <Stack space="lg">
          <Text>For {loaded.name}</Text>
          <MachineForm
            label="Tool and Die Machine Add"
            initial={initial}
            state={mutation.state}
            onSubmit={(values) => mutation.submit({ ...toMachineForm(values), companyId: loaded.id })}
          />
        </Stack>
      )}
    </Loaded>
  );
}

/** `/tool-machine-edit`: one machine's form; then back to its company's page. */
export function ToolMachineEditScreen() {
  const id = idOf(useSelections(['ownToolMachineId']).ownToolMachineId);
  const machine = useResource(myToolRoomMachine, id ?? 0, { enabled: id !== null });
  const companyId = machine.data?.companyId ?? null;
  const mutation = useMutation(toolMachineUpdating, {
    navigateTo: companyId === null ? href('myToolDie') : companyLink('myToolDieDetails', companyId),
    invalidates: [myToolRoom.key, myToolRoomMachine.key],
  });
  return (
    <Loaded title="Tool and Die Machine Edit" view={id === null ? null : machine}>
      {(loaded) => (
        <MachineForm
          key={loaded.id}
          label="Tool and Die Machine Edit"
          initial={machineValues(loaded)}
          state={mutation.state}
          onSubmit={(values) => mutation.submit({ id: loaded.id, form: toMachineForm(values) })}
        />
      )}
    </Loaded>
  );
}
