import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField, type NumberFieldProps } from './NumberField';
import { rangeHint, stepValue } from './stepValue';

describe('stepValue', () => {
  it('steps by one by default, and by the given step', () => {
    expect(stepValue('5', 1)).toBe('6');
    expect(stepValue('5', -1)).toBe('4');
    expect(stepValue('2.5', 1, { step: 0.5 })).toBe('3');
  });

  it('keeps decimals without floating-point noise', () => {
    expect(stepValue('0.2', 1, { step: 0.1 })).toBe('0.3');
    expect(stepValue('1.25', 1)).toBe('2.25');
  });

  it('clamps to min and max', () => {
    expect(stepValue('2026', 1, { min: 1950, max: 2026 })).toBe('2026');
    expect(stepValue('1800', 1, { min: 1950, max: 2026 })).toBe('1950');
    expect(stepValue('0', -1, { min: 0 })).toBe('0');
  });

  it('starts an empty field at min going up and at max going down', () => {
    expect(stepValue('', 1, { min: 1950, max: 2026 })).toBe('1950');
    expect(stepValue('  ', -1, { min: 1950, max: 2026 })).toBe('2026');
    expect(stepValue('', 1)).toBe('0');
  });

  it('leaves text that is not a plain number alone', () => {
    expect(stepValue('12 ton', 1)).toBeNull();
    expect(stepValue('1,000', 1)).toBeNull();
    expect(stepValue('1e3', 1)).toBeNull();
  });
});

describe('rangeHint', () => {
  it('says which numbers fit', () => {
    expect(rangeHint({ min: 1950, max: 2026 })).toBe('From 1950 to 2026');
    expect(rangeHint({ min: 0 })).toBe('0 or more');
    expect(rangeHint({ max: 100 })).toBe('Up to 100');
    expect(rangeHint({})).toBeUndefined();
  });
});

function ControlledNumber(props: Omit<NumberFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <NumberField {...props} value={value} onChange={setValue} />;
}

describe('NumberField', () => {
  it('reads the unit with the label and keeps exactly what was typed', async () => {
    const user = userEvent.setup();
    render(<ControlledNumber label="Machine size" unit="Ton" />);
    const input = screen.getByRole('textbox', { name: 'Machine size (Ton)' });
    await user.type(input, '150.5 approx');
    expect(input).toHaveValue('150.5 approx');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('uses the spoken unit label when given', () => {
    render(<NumberField label="Platen size" unit="mm" unitLabel="millimetres" />);
    expect(screen.getByRole('textbox', { name: 'Platen size (millimetres)' })).toBeInTheDocument();
  });

  it('steps with the arrow keys within min and max', async () => {
    const user = userEvent.setup();
    render(<ControlledNumber label="Manufacturing year" inputMode="numeric" min={1950} max={2026} />);
    const input = screen.getByRole('textbox', { name: 'Manufacturing year' });
    expect(input).toHaveAccessibleDescription('From 1950 to 2026');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('1950');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('1950');
    await user.clear(input);
    await user.type(input, '2025{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('2026');
  });

  it('does not step a read-only field', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Quantity" readOnly defaultValue="5" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('5');
  });
});
