import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckboxGroup,
  ImagePicker,
  NumberField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '@plastihub/ui';
import { idleForm, type FormState } from './formState';
import { noImages, savedImages, type ImageList } from './formValues';
import { firstImageRequired, maxImageSize, maxImages } from './imageRules';
import { maxLength, mobile, number, pinCode, required, type Rules } from './rules';
import { useForm } from './useForm';

type Values = {
  make: string;
  size: string;
  year: string;
  drive: string;
  operation: string;
  feeds: readonly string[];
  pin: string;
  phone: string;
  email: string;
  description: string;
  photos: ImageList;
};

const rules: Rules<Values> = {
  make: [required('Enter the make.')],
  size: [required('Enter the machine size.'), number('Machine size')],
  year: [number('Mfg year', { integer: true, min: 1950, max: 2026 })],
  drive: [required('Choose the machine drive.')],
  feeds: [required('Choose a raw material feed.')],
  pin: [required('Enter the PIN code.'), pinCode()],
  phone: [mobile()],
  description: [maxLength(500, 'Up to 500 characters.')],
  photos: [firstImageRequired(), maxImages(3), maxImageSize(1)],
};

const empty: Values = {
  make: '',
  size: '',
  year: '',
  drive: '',
  operation: '',
  feeds: [],
  pin: '',
  phone: '',
  email: '',
  description: '',
  photos: noImages,
};

const choices = (...labels: string[]) => labels.map((label) => ({ value: label, label }));

function Machine({ initial = empty, server = idleForm }: { initial?: Values; server?: FormState }) {
  const form = useForm(initial, rules, server, { serverNames: { pin: 'zip_code' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <TextField label="Make" {...form.text('make')} />
      <NumberField label="Machine size" unit="Ton" {...form.number('size')} />
      <NumberField label="Mfg year" {...form.number('year')} />
      <Select
        label="Machine drive"
        placeholder="Select"
        {...form.select('drive', choices('Hydraulic', 'Electric'))}
      />
      <RadioGroup label="Operation" {...form.radio('operation', choices('Manual', 'Automatic'))} />
      <CheckboxGroup
        label="Raw material feed"
        {...form.checkboxes('feeds', choices('Hopper', 'Auto loader'))}
      />
      <TextField label="Pin code" {...form.pinCode('pin')} />
      <TextField label="Mobile" {...form.mobile('phone')} />
      <TextField label="Email" {...form.email('email', { serverName: 'email_id' })} />
      <TextArea label="Description" showCount {...form.text('description')} />
      <ImagePicker label="Photos" {...form.images('photos')} />
      <button type="submit">Submit</button>
    </form>
  );
}

const photo = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('field binders', () => {
  // Radix sizes the hidden inputs of checkboxes and radios inside a form; jsdom has no ResizeObserver.
  beforeAll(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  );
  afterAll(() => vi.unstubAllGlobals());

  it('give each field its id, value and what its rules imply', () => {
    render(<Machine />);
    const make = screen.getByRole('textbox', { name: 'Make' });
    expect(make).toHaveAttribute('id', 'make');
    expect(make).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Machine size (Ton)' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    const year = screen.getByRole('textbox', { name: 'Mfg year' });
    expect(year).toHaveAttribute('inputmode', 'numeric');
    expect(year).toHaveAccessibleDescription('From 1950 to 2026');
    expect(year).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('combobox', { name: 'Machine drive' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: 'Raw material feed (required)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Photos (required)' })).toBeInTheDocument();
    expect(screen.getByText('0 of 3 photos')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByText('0 of 500 characters')).toBeInTheDocument();
  });

  it('keep a PIN code as text, leading zero and all, six digits at most', async () => {
    render(<Machine />);
    const pin = screen.getByRole('textbox', { name: 'Pin code' });
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'postal-code');
    await userEvent.type(pin, '0123456');
    expect(pin).toHaveValue('012345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(pin).toHaveAccessibleDescription(
      'Enter a 6-digit PIN code that does not start with 0. Digits only',
    );
    expect(pin).toHaveValue('012345');
  });

  it('keep a mobile number to ten digits', async () => {
    render(<Machine />);
    const phone = screen.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(phone, '98765-01234-5');
    expect(phone).toHaveValue('9876501234');
    expect(phone).toHaveAttribute('type', 'tel');
  });

  it('change every kind of value', async () => {
    render(<Machine />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Make' }), 'Milacron');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Machine drive' }), 'Electric');
    await userEvent.click(screen.getByRole('radio', { name: 'Automatic' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto loader' }));
    expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('Milacron');
    expect(screen.getByRole('combobox', { name: 'Machine drive' })).toHaveValue('Electric');
    expect(screen.getByRole('radio', { name: 'Automatic' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Auto loader' })).toBeChecked();
  });

  it('show stored photos, let them be removed, and check picked photos at once', async () => {
    render(<Machine initial={{ ...empty, photos: savedImages(['/one.jpg', '/two.jpg']) }} />);
    expect(screen.getByText('2 of 3 photos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByText('1 of 3 photos')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose photos'), photo('huge.png', 2 * 1024 * 1024));
    // Without a submit: the photo rules speak as soon as a photo is picked.
    expect(
      screen.getByText('huge.png is 2 MB; a photo can be up to 1 MB. Choose a smaller one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Make' })).not.toHaveAttribute('aria-invalid');
  });

  it('show server messages under the fields, by the server name where given', () => {
    const server: FormState = {
      status: 'failed',
      message: 'Please check the form.',
      fieldErrors: {
        zip_code: 'We do not serve this PIN code.',
        email_id: 'This email is taken.',
        photos: 'The image1 field is required.',
      },
    };
    render(<Machine server={server} />);
    expect(screen.getByRole('textbox', { name: 'Pin code' })).toHaveAccessibleDescription(
      'We do not serve this PIN code. Digits only',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This email is taken.',
    );
    expect(screen.getByRole('button', { name: 'Add photo' })).toHaveAccessibleDescription(
      'The image1 field is required. 0 of 3 photos',
    );
  });
});

describe('the one-time code binder', () => {
  type Code = { otp: string };
  const codeRules: Rules<Code> = { otp: [required('Enter the OTP.')] };

  function OtpForm({ server = idleForm }: { server?: FormState }) {
    const form = useForm<Code>({ otp: '' }, codeRules, server);
    return (
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <TextField label="OTP" {...form.oneTimeCode('otp')} />
        <button type="submit">Verify</button>
      </form>
    );
  }

  it('takes six digits and lets the phone fill in the code it received', async () => {
    render(<OtpForm />);
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    expect(otp).toHaveAttribute('id', 'otp');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('aria-required', 'true');
    await userEvent.type(otp, '12a34567');
    expect(otp).toHaveValue('123456');
  });

  it('shows its rule on submit and the server message otherwise', async () => {
    const { unmount } = render(<OtpForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    expect(otp).toHaveAccessibleDescription('Enter the OTP. Digits only');
    expect(otp).toHaveFocus();
    unmount();
    render(
      <OtpForm server={{ status: 'failed', message: null, fieldErrors: { otp: 'The OTP is invalid.' } }} />,
    );
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveAccessibleDescription(
      'The OTP is invalid. Digits only',
    );
  });
});
