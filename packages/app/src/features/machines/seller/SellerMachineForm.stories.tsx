import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { savedImages } from '../../../shared/forms';
import { idleForm } from '../../../shared/forms/formState';
import { withApp } from '../../../testing/AppStory';
import { LOAD } from '../../../testing/storyHelpers';
import { SellerMachineForm } from './SellerMachineForm';
import { sellerMachineKindOf } from './sellerMachineKinds';
import { initialValues, toMachineForm, type MachineValues } from './sellerMachines';

/** The form kit (`shared/forms`) at work in a real listing form: the seller's injection machine form. */
const kind = sellerMachineKindOf('injection');

/** A stored photo that needs no network: a coloured tile. */
const storedPhoto = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="${colour}"/></svg>`,
  )}`;

const savedMachine: MachineValues = {
  ...initialValues(kind),
  machineSizeTon: '150',
  shotWeightGrams: '500',
  platenLengthMm: '900',
  platenWidthMm: '900',
  tieBarLengthMm: '600',
  tieBarWidthMm: '600',
  make: 'Windsor',
  mfgYear: '2015',
  spareCapacity: '200',
  countryId: '1', // India in the demo's countries look-up
  state: 'Gujarat',
  city: 'Ahmedabad',
  zipCode: '380006',
  images: savedImages([storedPhoto('#2f6f9f'), storedPhoto('#9f6f2f')]),
};

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
  component: SellerMachineForm,
  args: { kind, mode: 'add', initial: initialValues(kind), state: idleForm, onSubmit: fn() },
  argTypes: {
    // The kind is configuration with the api-client's calls, not a value to edit.
    kind: { control: false, table: { disable: true } },
    initial: { control: false },
    state: { control: false },
  },
  decorators: [withApp({ path: '/injection-molding-machine-add', signedInAs: 1 })],
  parameters: {
    docs: {
      description: {
        component:
          'The form kit (`shared/forms`) in a real listing form, the seller machine form: `useForm(values, rules, serverState)` and binders that hand each ui field its props — `form.text`, `form.number`, `form.select`, `form.pinCode`, `form.images`. Messages show under the fields on submit, then live; server messages show under their fields until edited.',
      },
    },
  },
} satisfies Meta<typeof SellerMachineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const thisYear = new Date().getFullYear();

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    textbox: (label: string) => canvas.getByRole('textbox', { name: new RegExp(`^${label}`) }),
    submit: () => userEvent.click(canvas.getByRole('button', { name: 'Submit' })),
    pin: () => canvas.getByRole('textbox', { name: /^Pincode/ }),
    photoInput: () => canvas.getByLabelText<HTMLInputElement>('Choose photos'),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { textbox } = parts(canvasElement);
    await expect(textbox('Name')).toHaveAttribute('readonly');
    await expect(textbox('Mfg Year')).toHaveAccessibleDescription(`From 1950 to ${thisYear}`);
    await expect(textbox('Mfg Year')).toHaveAttribute('inputmode', 'numeric');
    await expect(textbox('Machine Size')).toHaveAttribute('inputmode', 'decimal');
  },
};

export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, textbox, submit, pin } = parts(canvasElement);
    await submit();
    const machineSize = textbox('Machine Size');
    await expect(machineSize).toHaveFocus();
    await expect(machineSize).toHaveAccessibleDescription('Enter the machine size. 1 or more');
    await expect(textbox('Make')).toHaveAccessibleDescription('Enter the make.');
    await expect(pin()).toHaveAccessibleDescription('Enter the pin code. Digits only');
    await expect(canvas.getByText('Enter the shot weight.')).toBeVisible();
    // Optional fields stay quiet.
    await expect(textbox('Spare Capacity')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Then live: a correction clears its message at once.
    await userEvent.type(textbox('Make'), 'Windsor');
    await expect(textbox('Make')).not.toHaveAttribute('aria-invalid');
  },
};

export const NumberMessages: Story = {
  args: { mode: 'edit', initial: savedMachine },
  play: async ({ canvasElement, args }) => {
    const { textbox, submit } = parts(canvasElement);
    const machineSize = textbox('Machine Size');
    const year = textbox('Mfg Year');
    await userEvent.clear(machineSize);
    await userEvent.type(machineSize, '150 kg');
    await userEvent.clear(year);
    await userEvent.type(year, '1890');
    await submit();
    await expect(machineSize).toHaveFocus();
    await expect(machineSize).toHaveAccessibleDescription('Machine size must be a number. 1 or more');
    await expect(year).toHaveAccessibleDescription(
      `Mfg year must be from 1950 to ${thisYear}. From 1950 to ${thisYear}`,
    );
    await expect(machineSize).toHaveValue('150 kg');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PinCodeKeepsLeadingZero: Story = {
  args: { mode: 'edit', initial: savedMachine },
  play: async ({ canvasElement, args }) => {
    const { canvas, submit, pin } = parts(canvasElement);
    // India's PIN rule applies once the countries have come and say the chosen one is India.
    const country = canvas.getByRole('combobox', { name: /^Country/ });
    await within(country).findByRole('option', { name: 'India', selected: true }, LOAD);
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
    const sriLanka = await within(country).findByRole<HTMLOptionElement>(
      'option',
      { name: 'Sri Lanka' },
      LOAD,
    );
    await userEvent.selectOptions(country, sriLanka);
    await userEvent.clear(pin());
    await userEvent.type(pin(), '00100');
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ countryId: sriLanka.value, zipCode: '00100' }),
    );
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
    const { canvas, textbox, photoInput } = parts(canvasElement);
    const large = new File([new Uint8Array(6 * 1024 * 1024)], 'press-front.jpg', { type: 'image/jpeg' });
    await userEvent.upload(photoInput(), large);
    // Said as soon as it is picked, not only on submit.
    await expect(
      canvas.getByText('press-front.jpg is 6 MB; a photo can be up to 5 MB. Choose a smaller one.'),
    ).toBeVisible();
    await expect(textbox('Make')).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerMessages: Story = {
  args: {
    mode: 'edit',
    initial: savedMachine,
    state: {
      status: 'failed',
      message: 'The machine could not be saved.',
      fieldErrors: {
        make: 'The make may not be greater than 100 characters.',
        zipCode: 'The zip code must be 6 digits.',
        images: 'The image1 must be an image.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, textbox, pin } = parts(canvasElement);
    const summary = canvas.getByRole('alert');
    await expect(
      within(summary).getByRole('heading', { name: 'The machine could not be saved.' }),
    ).toBeVisible();
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'The make may not be greater than 100 characters.',
      'The zip code must be 6 digits.',
      'The image1 must be an image.',
    ]);
    await expect(textbox('Make')).toHaveAccessibleDescription(
      'The make may not be greater than 100 characters.',
    );
    await expect(pin()).toHaveAccessibleDescription('The zip code must be 6 digits. Digits only');
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toHaveAccessibleDescription(
      "The image1 must be an image. Up to 4 photos: JPG, PNG or WebP, up to 5 MB each. The first is the machine's picture in lists. 2 of 4 photos",
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
  args: { mode: 'edit', initial: savedMachine },
  play: async ({ canvasElement, args }) => {
    const { canvas, submit, photoInput } = parts(canvasElement);
    await expect(canvas.getByText('2 of 4 photos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.upload(photoInput(), await pickedPhotos(1));
    await expect(canvas.getByText('2 of 4 photos')).toBeVisible();
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [sent] = mocked(args.onSubmit).mock.calls[0] ?? [];
    // The new photo takes the freed image1; the kept photo stays in image2 (sent empty, kept).
    await expect(sent && toMachineForm(kind, sent).images).toEqual([
      expect.objectContaining({ name: 'machine-1.png' }),
      null,
      null,
      null,
    ]);
  },
};
