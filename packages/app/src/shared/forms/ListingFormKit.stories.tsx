import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ExtruderMachineForm } from '@plastihub/api-client';
import {
  Alert,
  Button,
  CheckboxGroup,
  FormErrorSummary,
  Grid,
  ImagePicker,
  NumberField,
  RadioGroup,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@plastihub/ui';
import { idleForm, type FormState } from '../formState';
import {
  atLeastOne,
  firstImageRequired,
  imageSlots,
  imageTypes,
  maxImageSize,
  maxImages,
  maxLength,
  noImages,
  number,
  pinCode,
  required,
  savedImages,
  useForm,
  type ImageList,
  type Rules,
} from '.';

/** A sample listing form built only from the kit: the extruder machine add and edit form. */

type MachineValues = {
  name: string;
  machineType: string;
  application: string;
  extrusionCapacity: string;
  make: string;
  mfgYear: string;
  spareCapacity: string;
  rawMaterialFeeds: readonly string[];
  countryId: string;
  state: string;
  city: string;
  zipCode: string;
  description: string;
  images: ImageList;
};

const INDIA = '1';
const countries = [
  { value: INDIA, label: 'India' },
  { value: '2', label: 'Sri Lanka' },
];
const choices = (...labels: string[]) => labels.map((label) => ({ value: label, label }));
const machineTypes = choices('Single Screw', 'Twin Screw', 'Blown Film');
const applications = choices('Pipe', 'Film', 'Sheet');
const feeds = choices('Hopper', 'Auto Loader', 'Vacuum Loader');

const rules: Rules<MachineValues> = {
  machineType: [required('Choose the machine type.')],
  extrusionCapacity: [number('Extrusion capacity', { min: 1 })],
  make: [required('Enter the make.'), maxLength(100, 'Make can be up to 100 characters.')],
  // A fixed last year, so the story looks the same every year.
  mfgYear: [required('Enter the mfg year.'), number('Mfg year', { integer: true, min: 1950, max: 2026 })],
  spareCapacity: [number('Spare capacity', { integer: true, min: 0, max: 744 })],
  rawMaterialFeeds: [atLeastOne('Choose at least one raw material feed.')],
  countryId: [required('Choose the country.')],
  state: [required('Enter the state.')],
  city: [required('Enter the city.')],
  // Indian PIN codes are checked; other countries' postal codes pass as typed.
  zipCode: [required('Enter the pin code.'), pinCode(undefined, (values) => values.countryId === INDIA)],
  description: [maxLength(500, 'Description can be up to 500 characters.')],
  images: [
    firstImageRequired(),
    maxImages(4),
    imageTypes(['image/jpeg', 'image/png', 'image/webp']),
    maxImageSize(5),
  ],
};

const emptyMachine: MachineValues = {
  name: 'Extruder Machine',
  machineType: '',
  application: '',
  extrusionCapacity: '',
  make: '',
  mfgYear: '',
  spareCapacity: '',
  rawMaterialFeeds: [],
  countryId: INDIA,
  state: '',
  city: '',
  zipCode: '',
  description: '',
  images: noImages,
};

/** A stored photo that needs no network: a coloured tile. */
const storedPhoto = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="${colour}"/></svg>`,
  )}`;

const savedMachine: MachineValues = {
  ...emptyMachine,
  machineType: 'Single Screw',
  application: 'Pipe',
  extrusionCapacity: '150',
  make: 'Windsor',
  mfgYear: '2015',
  spareCapacity: '200',
  rawMaterialFeeds: ['Hopper'],
  state: 'Gujarat',
  city: 'Ahmedabad',
  zipCode: '380006',
  images: savedImages([storedPhoto('#2f6f9f'), storedPhoto('#9f6f2f')]),
};

/** The api-client's form: numbers go as the text typed, photos into their image1..image4 slots. */
const toPayload = ({ images, rawMaterialFeeds, ...values }: MachineValues): ExtruderMachineForm => ({
  name: values.name,
  machineType: values.machineType,
  application: values.application,
  extrusionCapacityKgPerHour: values.extrusionCapacity,
  make: values.make,
  mfgYear: values.mfgYear,
  spareCapacityHoursPerMonth: values.spareCapacity,
  // A sample of a checkbox list: the server keeps one text, as it keeps a user's roles.
  rawMaterialFeed: rawMaterialFeeds.join(', '),
  countryId: values.countryId,
  state: values.state,
  city: values.city,
  zipCode: values.zipCode,
  description: values.description,
  images: imageSlots(images),
});

interface SampleMachineFormProps {
  initial?: MachineValues;
  /** Where the last submission stands; its field messages show under the fields. */
  server?: FormState;
  onSubmit: (machine: ExtruderMachineForm) => void;
}

function SampleMachineForm({ initial = emptyMachine, server = idleForm, onSubmit }: SampleMachineFormProps) {
  const form = useForm(initial, rules, server);
  const [checked, setChecked] = useState(false);
  const submit = form.handleSubmit((values) => {
    setChecked(true);
    onSubmit(toPayload(values));
  });

  return (
    <form noValidate aria-label="Extruder Machine Add" onSubmit={submit}>
      <Stack space="lg">
        {server.status === 'failed' && (
          <FormErrorSummary title={server.message ?? undefined} errors={form.summary()} />
        )}
        {checked && <Alert tone="success">The machine is ready to send.</Alert>}
        <Grid minColumnWidth="240px" space="lg">
          <TextField label="Name" readOnly {...form.text('name')} />
          <Select
            label="Machine type"
            placeholder="Select machine type"
            {...form.select('machineType', machineTypes)}
          />
          <NumberField
            label="Extrusion capacity"
            unit="Kg/Hr"
            unitLabel="kilograms per hour"
            {...form.number('extrusionCapacity')}
          />
          <TextField label="Make" {...form.text('make')} />
          <NumberField label="Mfg year" {...form.number('mfgYear')} />
          <NumberField
            label="Spare capacity"
            unit="Hours/Month"
            unitLabel="hours a month"
            {...form.number('spareCapacity')}
          />
        </Grid>
        <Grid minColumnWidth="240px" space="lg">
          <RadioGroup
            label="Application"
            orientation="horizontal"
            {...form.radio('application', applications)}
          />
          <CheckboxGroup
            label="Raw material feed"
            orientation="horizontal"
            {...form.checkboxes('rawMaterialFeeds', feeds)}
          />
        </Grid>
        <Grid minColumnWidth="240px" space="lg">
          <Select label="Country" placeholder="Select country" {...form.select('countryId', countries)} />
          <TextField label="State / Province" autoComplete="address-level1" {...form.text('state')} />
          <TextField label="City" autoComplete="address-level2" {...form.text('city')} />
          <TextField label="Pin code" {...form.pinCode('zipCode')} />
        </Grid>
        <TextArea label="Description" showCount {...form.text('description')} />
        <ImagePicker
          label="Photos"
          description="Up to 4 photos: JPG, PNG or WebP, 5 MB each. The first one is shown in lists."
          {...form.images('images')}
        />
        <div>
          <Button type="submit" variant="primary">
            Submit
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Picked photos made in the browser (coloured PNG tiles), so nothing loads from the network. */
const pickedPhotos = (count: number) =>
  Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<File>((resolve, reject) => {
          const canvas = document.createElement('canvas');
          canvas.width = 120;
          canvas.height = 90;
          const context = canvas.getContext('2d');
          if (!context) return reject(new Error('No canvas'));
          context.fillStyle = ['#1f7a4d', '#7a1f4d', '#4d1f7a', '#7a4d1f', '#1f4d7a'][index % 5] ?? '#000';
          context.fillRect(0, 0, 120, 90);
          canvas.toBlob((blob) =>
            blob
              ? resolve(new File([blob], `machine-${index + 1}.png`, { type: 'image/png' }))
              : reject(new Error('No PNG')),
          );
        }),
    ),
  );

const meta = {
  title: 'App/Kit/Form kit',
  component: SampleMachineForm,
  args: { onSubmit: fn() },
  argTypes: { initial: { control: false }, server: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A sample listing form built only from the form kit (`shared/forms`): `useForm(values, rules, serverState)` and binders that hand each ui field its props — `form.text`, `form.number`, `form.select`, `form.radio`, `form.checkboxes`, `form.pinCode`, `form.images`. Messages show under the fields on submit, then live; server messages show under their fields until edited.',
      },
    },
  },
} satisfies Meta<typeof SampleMachineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    submit: () => userEvent.click(canvas.getByRole('button', { name: 'Submit' })),
    pin: () => canvas.getByRole('textbox', { name: /^Pin code/ }),
    photoInput: () => canvas.getByLabelText<HTMLInputElement>('Choose photos'),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Mfg year' })).toHaveAccessibleDescription(
      'From 1950 to 2026',
    );
    await expect(canvas.getByRole('textbox', { name: /^Mfg year/ })).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('textbox', { name: /^Extrusion capacity/ })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
  },
};

export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, submit, pin } = parts(canvasElement);
    await submit();
    const machineType = canvas.getByRole('combobox', { name: 'Machine type' });
    await expect(machineType).toHaveFocus();
    await expect(machineType).toHaveAccessibleDescription('Choose the machine type.');
    await expect(canvas.getByRole('textbox', { name: 'Make' })).toHaveAccessibleDescription(
      'Enter the make.',
    );
    await expect(pin()).toHaveAccessibleDescription('Enter the pin code. Digits only');
    await expect(canvas.getByText('Choose at least one raw material feed.')).toBeVisible();
    await expect(canvas.getByText('Add at least one photo. The first one is shown in lists.')).toBeVisible();
    // Optional fields stay quiet.
    await expect(canvas.getByRole('textbox', { name: /^Spare capacity/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Then live: a correction clears its message at once.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Make' }), 'Windsor');
    await expect(canvas.getByRole('textbox', { name: 'Make' })).not.toHaveAttribute('aria-invalid');
  },
};

export const NumberMessages: Story = {
  args: { initial: savedMachine },
  play: async ({ canvasElement, args }) => {
    const { canvas, submit } = parts(canvasElement);
    const capacity = canvas.getByRole('textbox', { name: /^Extrusion capacity/ });
    const year = canvas.getByRole('textbox', { name: 'Mfg year' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '150 kg');
    await userEvent.clear(year);
    await userEvent.type(year, '1890');
    await submit();
    await expect(capacity).toHaveFocus();
    await expect(capacity).toHaveAccessibleDescription('Extrusion capacity must be a number. 1 or more');
    await expect(year).toHaveAccessibleDescription('Mfg year must be from 1950 to 2026. From 1950 to 2026');
    await expect(capacity).toHaveValue('150 kg');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PinCodeKeepsLeadingZero: Story = {
  args: { initial: savedMachine },
  play: async ({ canvasElement, args }) => {
    const { canvas, submit, pin } = parts(canvasElement);
    await userEvent.clear(pin());
    await userEvent.type(pin(), '012345');
    await submit();
    // Text, not a number: the 0 stays, and India's PIN rule explains why it is refused.
    await expect(pin()).toHaveValue('012345');
    await expect(pin()).toHaveFocus();
    await expect(pin()).toHaveAccessibleDescription(
      'Enter a 6-digit PIN code that does not start with 0. Digits only',
    );
    // Colombo's postal code starts with zeros; it goes to the server as typed.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'Sri Lanka');
    await userEvent.clear(pin());
    await userEvent.type(pin(), '00100');
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ countryId: '2', zipCode: '00100' }),
    );
    await expect(canvas.getByText('The machine is ready to send.')).toBeVisible();
  },
};

export const FifthPhotoRefused: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, photoInput } = parts(canvasElement);
    await userEvent.upload(photoInput(), await pickedPhotos(5));
    await expect(canvas.getByText('You can add up to 4 photos; 1 photo was not added.')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(4));
    await expect(canvas.getByText('4 of 4 photos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PhotoTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, photoInput } = parts(canvasElement);
    const large = new File([new Uint8Array(6 * 1024 * 1024)], 'press-front.jpg', { type: 'image/jpeg' });
    await userEvent.upload(photoInput(), large);
    // Said as soon as it is picked, not only on submit.
    await expect(
      canvas.getByText('press-front.jpg is 6 MB; a photo can be up to 5 MB. Choose a smaller one.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Make' })).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerMessages: Story = {
  args: {
    initial: savedMachine,
    server: {
      status: 'failed',
      message: 'The machine could not be saved.',
      fieldErrors: {
        machineType: 'The selected machine type is invalid.',
        zipCode: 'The zip code must be 6 digits.',
        images: 'The image1 must be an image.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, pin } = parts(canvasElement);
    const summary = canvas.getByRole('alert');
    await expect(
      within(summary).getByRole('heading', { name: 'The machine could not be saved.' }),
    ).toBeVisible();
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'The selected machine type is invalid.',
      'The zip code must be 6 digits.',
      'The image1 must be an image.',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Machine type' })).toHaveAccessibleDescription(
      'The selected machine type is invalid.',
    );
    await expect(pin()).toHaveAccessibleDescription('The zip code must be 6 digits. Digits only');
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toHaveAccessibleDescription(
      'The image1 must be an image. Up to 4 photos: JPG, PNG or WebP, 5 MB each. The first one is shown in lists. 2 of 4 photos',
    );
    // The summary's link takes the user to the field; editing it takes its message away.
    await userEvent.click(within(summary).getByRole('link', { name: 'The zip code must be 6 digits.' }));
    await expect(pin()).toHaveFocus();
    await userEvent.type(pin(), '{Backspace}7');
    await expect(pin()).not.toHaveAttribute('aria-invalid');
    await expect(pin()).toHaveValue('380007');
  },
};

export const EditWithSavedPhotos: Story = {
  args: { initial: savedMachine },
  play: async ({ canvasElement, args }) => {
    const { canvas, submit, photoInput } = parts(canvasElement);
    await expect(canvas.getByText('2 of 4 photos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.upload(photoInput(), await pickedPhotos(1));
    await expect(canvas.getByText('2 of 4 photos')).toBeVisible();
    await submit();
    // The new photo takes the freed image1; the kept photo stays in image2 (sent empty, kept).
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        images: [expect.objectContaining({ name: 'machine-1.png' }), null, null, null],
      }),
    );
  },
};
