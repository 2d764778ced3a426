import { useMemo } from 'react';
import type { SellerMachineFormBase } from '@plastihub/api-client';
import {
  Grid,
  ImagePicker,
  Inline,
  Link,
  NumberField,
  Select,
  Stack,
  StatusBadge,
  Text,
  TextArea,
  TextField,
  Tile,
  optionsFrom,
  optionsFromLookup,
} from '@plastihub/ui';
import { useMutation, useResource } from '../../../../shared/data/useData';
import { countriesLookup } from '../../../../shared/data/lookups';
import { useSignedInUserId } from '../../../../shared/account/signedInUser';
import { PHOTO_LIMIT_MB, useForm } from '../../../../shared/forms';
import type { FormState } from '../../../../shared/formState';
import { ListingDetail } from '../../../../shared/listing/ListingDetail';
import { ListingResults } from '../../../../shared/listing/ListingResults';
import { idOf } from '../../../../shared/listing/urlFilters';
import { defineListingKind, detailHref, type ListingKind } from '../../../../shared/listing/listingKind';
import { useSelections } from '../../../../shared/listing/useSelections';
import { href, type PathName } from '../../../../shared/routing/paths';
import { useNavigate } from '../../../../shared/routing/useNavigate';
import { AccountLayout } from '../../../../shared/account/AccountLayout';
import { RecordNotFoundPage } from '../../../../shared/ScreenState';
import { TileGroup } from '../../../../shared/tiles/SectionTiles';
import { machineIcon } from '../../../../shared/tiles/tileIcons';
import {
  blowMoldingMachine,
  extruderMachine,
  injectionMachine,
  sellerMachineKinds,
} from '../sellerMachineKinds';
import {
  errorNames,
  formRules,
  initialValues,
  machineCard,
  machineRows,
  toMachineForm,
  type FormMode,
  type MachineValues,
  type SellerMachineKind,
  type SellerMachineRecord,
} from '../sellerMachines';
import {
  ChoicesFailed,
  Loaded,
  RemovalOutcome,
  SubmitFailure,
  SubmitRow,
  useRemoval,
} from '../../../../shared/forms/sellerForms';

/**
 * A seller's own machines (document 3): the add and edit form, the grid with review status and delete, and the
 * details with Edit, shared by every kind; each kind is configuration (sellerMachineKinds.ts).
 */

// Every screen takes any kind; its types (the record M, the api-client's form F, the dropdowns O) follow the kind.
type Machine = SellerMachineRecord;
type Form = SellerMachineFormBase;
interface KindProps<M extends Machine, F extends Form, O> {
  kind: SellerMachineKind<M, F, O>;
}

const ownMachineLink = (path: PathName, id: number) => detailHref(path, { ownMachineId: String(id) });

/** The options of a choice: the kind's dropdown, plus a stored value the dropdown no longer offers. */
function choiceOptions(choices: readonly string[] | undefined, current: string) {
  const names = [...(choices ?? [])];
  if (current && !names.includes(current)) names.push(current);
  return optionsFrom(names);
}

function MachineForm<M extends Machine, F extends Form, O>({
  kind,
  mode,
  initial,
  state,
  onSubmit,
}: KindProps<M, F, O> & {
  mode: FormMode;
  initial: MachineValues;
  state: FormState;
  onSubmit: (values: MachineValues) => void;
}) {
  const rules = useMemo(() => formRules(kind, mode), [kind, mode]);
  const owner = useSignedInUserId();
  const form = useForm(initial, rules, state, {
    serverNames: errorNames,
    ...(mode === 'add' && { draft: { name: `${kind.name}-machine-add`, owner } }),
  });
  const options = useResource(kind.data.options, null);
  const countries = useResource(countriesLookup, null);
  const choices = options.data === undefined ? {} : kind.choices(options.data);
  const loading = options.data === undefined && options.status === 'loading';
  return (
    <form
      noValidate
      aria-label={`${kind.title} ${mode === 'add' ? 'Add' : 'Edit'}`}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <Stack space="lg">
        <SubmitFailure state={state} summary={form.summary()} title="The machine was not saved" />
        <ChoicesFailed views={[options, countries]} title="The form's choices did not load" />
        <Grid minColumnWidth="240px" space="lg">
          <TextField
            label="Name"
            readOnly
            description="Fixed for this kind of machine."
            {...form.text('name')}
          />
          {kind.fields.map((field) =>
            field.input === 'number' ? (
              <NumberField
                key={field.key}
                label={field.label}
                unit={field.unit}
                unitLabel={field.unitLabel}
                {...form.number(field.key)}
              />
            ) : (
              <Select
                key={field.key}
                label={field.label}
                placeholder={loading ? 'Loading choices' : `Select ${field.label.toLowerCase()}`}
                {...form.select(field.key, choiceOptions(choices[field.key], form.values[field.key]))}
              />
            ),
          )}
        </Grid>
        <Grid minColumnWidth="240px" space="lg">
          <TextField label="Make" {...form.text('make')} />
          <NumberField label="Mfg Year" {...form.number('mfgYear')} />
          <NumberField
            label="Spare Capacity"
            unit="Hours/Month"
            unitLabel="hours a month"
            {...form.number('spareCapacity')}
          />
        </Grid>
        <Grid minColumnWidth="240px" space="lg">
          <Select
            label="Country"
            placeholder={countries.data === undefined ? 'Loading countries' : 'Select country'}
            {...form.select('countryId', optionsFromLookup(countries.data ?? []))}
          />
          <TextField label="State/Province" autoComplete="address-level1" {...form.text('state')} />
          <TextField label="City" autoComplete="address-level2" {...form.text('city')} />
          <TextField label="Pincode" {...form.pinCode('zipCode')} />
        </Grid>
        <TextArea label="Description" showCount {...form.text('description')} />
        <ImagePicker
          label="Photos"
          description={`Up to 4 photos: JPG, PNG or WebP, up to ${PHOTO_LIMIT_MB} MB each. The first is the machine's picture in lists.`}
          {...form.images('images')}
        />
        <SubmitRow state={state} />
      </Stack>
    </form>
  );
}

/** Add: a new machine waits for review, and the seller lands on their grid where it says "Under Review". */
function MachineAddScreen<M extends Machine, F extends Form, O>({ kind }: KindProps<M, F, O>) {
  const navigate = useNavigate();
  const mutation = useMutation(kind.data.add, {
    navigateTo: href(kind.paths.mine),
    invalidates: [kind.data.mine.key],
  });
  const initial = useMemo(() => initialValues(kind), [kind]);
  return (
    <AccountLayout
      title={`${kind.title} Add`}
      description="New listings are published after review."
      actions={
        <Link href={href(kind.paths.mine)} onNavigate={navigate} asButton variant="secondary">
          My {kind.title}s
        </Link>
      }
    >
      <MachineForm
        kind={kind}
        mode="add"
        initial={initial}
        state={mutation.state}
        onSubmit={(values) => mutation.submit(toMachineForm(kind, values))}
      />
    </AccountLayout>
  );
}

/** The grid card of a seller's machine leads to its own details page. */
function ownCards<M extends Machine, F extends Form, O>(kind: SellerMachineKind<M, F, O>): ListingKind<M, M> {
  return defineListingKind<M, M>({
    type: kind.title,
    detailPath: kind.paths.details,
    selectionOf: (machine) => ({ ownMachineId: String(machine.id) }),
    card: (machine) => machineCard(kind, machine),
    detail: {
      title: (machine) => machine.name || kind.title,
      images: (machine) => machine.images,
      rows: (machine) => machineRows(kind, machine),
      description: (machine) => machine.description,
      actions: (machine) => <OwnMachineActions editPath={kind.paths.edit} machine={machine} />,
    },
  });
}

/** Grid: every machine of the kind, pending or approved; Delete asks first and reloads only on success. */
function MyMachinesScreen<M extends Machine, F extends Form, O>({ kind }: KindProps<M, F, O>) {
  const navigate = useNavigate();
  const machines = useResource(kind.data.mine, null);
  const removal = useRemoval(kind.data.remove, { invalidates: [kind.data.mine.key] });
  const cards = useMemo(() => ownCards(kind), [kind]);
  return (
    <AccountLayout
      title={`My ${kind.title}s`}
      actions={
        <Link href={href(kind.paths.add)} onNavigate={navigate} asButton variant="primary">
          Add {kind.title}
        </Link>
      }
    >
      <RemovalOutcome state={removal.state} />
      <ListingResults
        kind={cards}
        results={machines}
        label={`My ${kind.title}s`}
        deleteOf={(machine) => removal.deleteOf(machine.id)}
      />
    </AccountLayout>
  );
}

function OwnMachineActions({ editPath, machine }: { editPath: PathName; machine: Machine }) {
  const navigate = useNavigate();
  return (
    <Stack space="sm">
      <Inline space="sm">
        <StatusBadge approved={machine.status} />
        <Text tone="muted">Reference ID: {machine.id}</Text>
      </Inline>
      <div>
        <Link href={ownMachineLink(editPath, machine.id)} onNavigate={navigate} asButton variant="primary">
          Edit
        </Link>
      </div>
    </Stack>
  );
}

/** The machine the page was opened for (URL, or the session's hand-off), loaded; null when none was chosen. */
function useOwnMachine<M extends Machine, F extends Form, O>(kind: SellerMachineKind<M, F, O>) {
  const { ownMachineId } = useSelections(['ownMachineId']);
  const id = idOf(ownMachineId);
  const details = useResource(kind.data.details, id ?? 0, { enabled: id !== null });
  return id !== null ? details : null;
}

/** Own details: carousel, the table with units, status, Reference ID and Edit. */
function MyMachineDetailsScreen<M extends Machine, F extends Form, O>({ kind }: KindProps<M, F, O>) {
  const details = useOwnMachine(kind);
  const cards = useMemo(() => ownCards(kind), [kind]);
  const page = useMemo(
    () =>
      details && {
        ...details,
        data: details.data === undefined ? undefined : { record: details.data, similar: [] },
      },
    [details],
  );
  if (!page) return <RecordNotFoundPage title={`${kind.title} Details`} />;
  return <ListingDetail kind={cards} page={page} fallbackTitle={`${kind.title} Details`} />;
}

/** Edit: the stored values; spare capacity is required here; a successful update goes to the details. */
function MachineEditScreen<M extends Machine, F extends Form, O>({ kind }: KindProps<M, F, O>) {
  const details = useOwnMachine(kind);
  const title = `${kind.title} Edit`;
  const machine = details?.data ?? null;
  const mutation = useMutation(kind.data.update, {
    navigateTo: machine ? ownMachineLink(kind.paths.details, machine.id) : undefined,
    invalidates: [kind.data.mine.key, kind.data.details.key],
  });
  return (
    <Loaded title={title} view={details}>
      {(loaded) => (
        <MachineForm
          key={loaded.id}
          kind={kind}
          mode="edit"
          initial={initialValues(kind, loaded)}
          state={mutation.state}
          onSubmit={(values) => mutation.submit({ id: loaded.id, form: toMachineForm(kind, values) })}
        />
      )}
    </Loaded>
  );
}

type MenuKind = (typeof sellerMachineKinds)[number];

function MachineMenu({
  title,
  pathOf,
  toolDie,
}: {
  title: string;
  pathOf: (kind: MenuKind) => PathName;
  toolDie: PathName;
}) {
  const navigate = useNavigate();
  return (
    <AccountLayout title={title}>
      <TileGroup title={title} showTitle={false}>
        {sellerMachineKinds.map((kind: MenuKind) => (
          <li key={kind.name}>
            <Tile label={kind.title} icon={machineIcon} href={href(pathOf(kind))} onNavigate={navigate} />
          </li>
        ))}
        <li>
          <Tile label="Tool and Die" icon={machineIcon} href={href(toolDie)} onNavigate={navigate} />
        </li>
      </TileGroup>
    </AccountLayout>
  );
}

/** `/machine-add`: the four add forms. */
export const MachineAddMenuScreen = () => (
  <MachineMenu title="Machine Add" pathOf={(kind) => kind.paths.add} toolDie="toolDieAdd" />
);
/** `/machine-view`: the four grids of the seller's own listings. */
export const MachineViewMenuScreen = () => (
  <MachineMenu title="Machine View" pathOf={(kind) => kind.paths.mine} toolDie="myToolDie" />
);

export const InjectionMachineAddScreen = () => <MachineAddScreen kind={injectionMachine} />;
export const MyInjectionMachinesScreen = () => <MyMachinesScreen kind={injectionMachine} />;
export const MyInjectionMachineDetailsScreen = () => <MyMachineDetailsScreen kind={injectionMachine} />;
export const InjectionMachineEditScreen = () => <MachineEditScreen kind={injectionMachine} />;
export const BlowMoldingMachineAddScreen = () => <MachineAddScreen kind={blowMoldingMachine} />;
export const MyBlowMoldingMachinesScreen = () => <MyMachinesScreen kind={blowMoldingMachine} />;
export const MyBlowMoldingMachineDetailsScreen = () => <MyMachineDetailsScreen kind={blowMoldingMachine} />;
export const BlowMoldingMachineEditScreen = () => <MachineEditScreen kind={blowMoldingMachine} />;
export const ExtruderMachineAddScreen = () => <MachineAddScreen kind={extruderMachine} />;
export const MyExtruderMachinesScreen = () => <MyMachinesScreen kind={extruderMachine} />;
export const MyExtruderMachineDetailsScreen = () => <MyMachineDetailsScreen kind={extruderMachine} />;
export const ExtruderMachineEditScreen = () => <MachineEditScreen kind={extruderMachine} />;
