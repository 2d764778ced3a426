import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keepDigits } from './digitsOnly';
import { TextField, type TextFieldProps } from './TextField';

describe('keepDigits', () => {
  it('drops everything but digits', () => {
    expect(keepDigits('+91 98765-43210').value).toBe('919876543210');
    expect(keepDigits('abc').value).toBe('');
    expect(keepDigits('').value).toBe('');
  });

  it('turns digits of Indian scripts and full-width digits into ASCII', () => {
    expect(keepDigits('९८७६५').value).toBe('98765');
    expect(keepDigits('௧௨௩').value).toBe('123');
    expect(keepDigits('１２３').value).toBe('123');
  });

  it('counts maxLength in digits, after the separators are gone', () => {
    expect(keepDigits('98765 43210', undefined, 10).value).toBe('9876543210');
    expect(keepDigits('98765432109', undefined, 10).value).toBe('9876543210');
  });

  it('keeps the caret after the same digits it followed', () => {
    // "12a|34": the caret after "a" belongs after "12" once "a" is gone.
    expect(keepDigits('12a34', 3)).toEqual({ value: '1234', caret: 2 });
    expect(keepDigits('1234', 4)).toEqual({ value: '1234', caret: 4 });
    expect(keepDigits('12345', 5, 3)).toEqual({ value: '123', caret: 3 });
  });
});

function ControlledField(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField {...props} value={value} onChange={setValue} />
      <output>Value: {value}</output>
    </>
  );
}

describe('TextField', () => {
  it('strips non-digits as the user types into a digits-only field, and says so', async () => {
    const user = userEvent.setup();
    render(<ControlledField label="Mobile" type="tel" digitsOnly />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    await user.type(input, '98a7-6 5');
    expect(input).toHaveValue('98765');
    expect(screen.getByText('Value: 98765')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Digits only');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps the caret in place when a letter is typed in the middle', async () => {
    const user = userEvent.setup();
    render(<ControlledField label="Mobile" digitsOnly />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile' });
    await user.type(input, '1234');
    await user.type(input, 'x5', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('12534');
    expect(input.selectionStart).toBe(3);
  });

  it('strips non-digits in an uncontrolled field too and reports the clean value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="PIN code" digitsOnly maxLength={6} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'PIN code' });
    await user.click(input);
    await user.paste('400 001 99');
    expect(input).toHaveValue('400001');
    expect(onChange).toHaveBeenLastCalledWith('400001');
  });

  it('leaves ordinary text alone', async () => {
    const user = userEvent.setup();
    render(<ControlledField label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.type(input, 'Anil K2');
    expect(input).toHaveValue('Anil K2');
  });

  it('wires the error and description to the input and marks it invalid and required', () => {
    render(
      <TextField
        label="Email"
        type="email"
        required
        description="We send order updates here."
        error="Enter an email address like name@example.com"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'Enter an email address like name@example.com We send order updates here.',
    );
    // Native validation stays off: the app's rules speak through `error`.
    expect(input).not.toHaveAttribute('required');
  });

  it('is valid without an error', () => {
    render(<TextField label="City" error="" />);
    expect(screen.getByRole('textbox', { name: 'City' })).not.toBeInvalid();
  });
});
