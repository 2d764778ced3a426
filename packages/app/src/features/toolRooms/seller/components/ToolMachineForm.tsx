import type { MyToolRoomMachine, ToolRoomMachineForm } from '@plastihub/api-client';
import { Grid, ImagePicker, NumberField, Stack, TextArea, TextField } from '@plastihub/ui';
import {
  maxLength,
  newImage,
  noImages,
  number,
  required,
  savedImages,
  useForm,
  type Rules,
} from '../../../../shared/forms';
import type { FormState } from '../../../../shared/forms/formState';
import { SubmitFailure, SubmitRow } from '../../../../shared/forms/sellerForms';
import { oneImage } from './ToolRoomForm';

/** The form's values for a stored machine, or a new one's. */
export const toolMachineValues = (machine?: MyToolRoomMachine) => ({
  name: machine?.name ?? '',
  make: machine?.make ?? '',
  model: machine?.model ?? '',
  quantity: machine?.quantity === null || machine?.quantity === undefined ? '' : String(machine.quantity),
  description: machine?.description ?? '',
  image: machine?.image ? savedImages([machine.image]) : noImages,
});
type ToolMachineValues = ReturnType<typeof toolMachineValues>;

const machineRules: Rules<ToolMachineValues> = {
  name: [required('Enter the machine name.'), maxLength(150, 'The name can be up to 150 characters.')],
  make: [required('Enter the make.')],
  // The spec labels `model` Mfg Year but sets no format: a seller's "1948" or "2015, rebuilt 2021" is kept.
  model: [required('Enter the mfg year.'), maxLength(50, 'The mfg year can be up to 50 characters.')],
  quantity: [required('Enter the quantity.'), number('Quantity', { integer: true, min: 1 })],
  description: [maxLength(2000, 'The description can be up to 2000 characters.')],
  image: oneImage.rules,
};

const toMachineForm = ({ image, ...values }: ToolMachineValues): ToolRoomMachineForm => ({
  ...values,
  image: newImage(image),
});

/** A machine of a seller's tool-and-die company (add and edit). */
export function ToolMachineForm({
  label,
  initial,
  state,
  onSubmit,
}: {
  label: string;
  initial: ToolMachineValues;
  state: FormState;
  onSubmit: (form: ToolRoomMachineForm) => void;
}) {
  const form = useForm(initial, machineRules, state);
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.handleSubmit((values) => onSubmit(toMachineForm(values)))}
    >
      <Stack space="lg">
        <SubmitFailure state={state} summary={form.summary()} title="The machine was not saved" />
        <Grid minColumnWidth="240px" space="lg">
          <TextField label="Name" {...form.text('name')} />
          <TextField label="Make" {...form.text('make')} />
          {/* The spec's `model`, which its forms label Mfg Year. */}
          <TextField label="Mfg Year" {...form.text('model')} />
          <NumberField label="Quantity" {...form.number('quantity')} />
        </Grid>
        <TextArea label="Description" showCount {...form.text('description')} />
        <ImagePicker label="Image" description={oneImage.description} {...form.images('image', { max: 1 })} />
        <SubmitRow state={state} />
      </Stack>
    </form>
  );
}
