import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpecTable, THIN_SPACE, isMissingValue, withUnit } from './SpecTable';

const valueOf = (label: string) => {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`No row for ${label}`);
  return within(row).getByRole('cell');
};

describe('withUnit', () => {
  it('joins a value and its unit with a thin space', () => {
    expect(withUnit(450, 'Ton')).toBe(`450${THIN_SPACE}Ton`);
    expect(withUnit('180', 'Kg/Hr')).toBe('180\u2009Kg/Hr');
    expect(withUnit(' 720 ', 'Hours/Month')).toBe('720\u2009Hours/Month');
  });

  it('leaves a value without a unit as it is', () => {
    expect(withUnit(2019)).toBe('2019');
  });
});

describe('isMissingValue', () => {
  it.each([null, undefined, false, '', '   ', Number.NaN])('treats %j as not provided', (value) => {
    expect(isMissingValue(value)).toBe(true);
  });

  it.each([0, '0', 'No', 12])('keeps %j as a value', (value) => {
    expect(isMissingValue(value)).toBe(false);
  });
});

describe('SpecTable', () => {
  it('shows each label as a row header next to its value and unit', () => {
    render(
      <SpecTable
        title="Specifications"
        rows={[
          { label: 'Clamping Force', value: 450, unit: 'Ton' },
          { label: 'Platen Size Length', value: '12', unit: 'mm' },
          { label: 'Make', value: 'Ferromatik' },
        ]}
      />,
    );
    expect(screen.getByRole('table', { name: 'Specifications' })).toBeInTheDocument();
    expect(valueOf('Clamping Force').textContent).toBe('450\u2009Ton');
    expect(valueOf('Platen Size Length').textContent).toBe('12\u2009mm');
    expect(valueOf('Make')).toHaveTextContent('Ferromatik');
  });

  it('shows a dash that screen readers hear as "Not provided", without the unit', () => {
    render(
      <SpecTable
        aria-label="Job details"
        rows={[
          { label: 'Minimum Education', value: null },
          { label: 'Timing', value: '' },
          { label: 'Spare Capacity', value: undefined, unit: 'Hours/Month' },
        ]}
      />,
    );
    for (const label of ['Minimum Education', 'Timing', 'Spare Capacity']) {
      const cell = valueOf(label);
      expect(within(cell).getByText('—')).toHaveAttribute('aria-hidden', 'true');
      expect(cell).toHaveTextContent('Not provided');
      expect(cell).not.toHaveTextContent('Hours/Month');
    }
  });

  it('shows zero as a value, not as missing', () => {
    render(<SpecTable aria-label="Stock" rows={[{ label: 'Quantity', value: 0, unit: 'Ton' }]} />);
    expect(valueOf('Quantity').textContent).toBe('0\u2009Ton');
  });
});
