import { useMemo } from 'react';
import {
  Grid,
  ImagePicker,
  NumberField,
  Select,
  Stack,
  TextArea,
  TextField,
  optionsFrom,
} from '@plastihub/ui';
import { useResource } from '../../../shared/data/useData';
import { countriesLookup } from '../../../shared/data/lookups';
import { useSignedInUserId } from '../../../shared/account/signedInUser';
import {
  addressRules,
  defineAddress,
  indiaIdIn,
  PHOTO_LIMIT_MB,
  useForm,
  type Rules,
} from '../../../shared/forms';
import { AddressFields } from '../../../shared/forms/AddressFields';
import { ChoicesFailed, SubmitFailure, SubmitRow } from '../../../shared/forms/sellerForms';
import type { FormState } from '../../../shared/forms/formState';
import {
  errorNames,
  formRules,
  type FormMode,
  type MachineValues,
  type SellerMachineKind,
} from './sellerMachines';

/** Where the machine is: every field required, the PIN code checked when it is in India. */
const machineAddress = defineAddress({
  fields: ['countryId', 'state', 'city', 'zipCode'],
  stateLabel: 'State/Province',
  required: true,
});

/** The options of a choice: the kind's dropdown, plus a stored value the dropdown no longer offers. */
function choiceOptions(choices: readonly string[] | undefined, current: string) {
  const names = [...(choices ?? [])];
  if (current && !names.includes(current)) names.push(current);
  return optionsFrom(names);
}

export function SellerMachineForm({
  kind,
  mode,
  initial,
  state,
  onSubmit,
}: {
  kind: SellerMachineKind;
  mode: FormMode;
  initial: MachineValues;
  state: FormState;
  onSubmit: (values: MachineValues) => void;
}) {
  const countries = useResource(countriesLookup, null);
  const indiaId = indiaIdIn(countries.data);
  const rules = useMemo(
    (): Rules<MachineValues> => ({ ...formRules(kind, mode), ...addressRules(machineAddress, indiaId) }),
    [kind, mode, indiaId],
  );
  const owner = useSignedInUserId();
  const form = useForm(initial, rules, state, {
    serverNames: errorNames,
    ...(mode === 'add' && { draft: { name: `${kind.name}-machine-add`, owner } }),
  });
  const options = useResource(kind.data.options, null);
  const choices = options.data ?? {};
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
          <AddressFields
            form={form}
            layout={machineAddress}
            countries={countries}
            startInIndia={mode === 'add'}
          />
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
