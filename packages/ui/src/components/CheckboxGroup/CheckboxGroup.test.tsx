import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';
import { toggleValue } from './toggleValue';

const options = ['New', 'Used', 'Refurbished'];

describe('toggleValue', () => {
  it('adds a checked value in option order', () => {
    expect(toggleValue(['Refurbished'], 'New', true, options)).toEqual(['New', 'Refurbished']);
  });

  it('removes an unchecked value', () => {
    expect(toggleValue(['New', 'Used'], 'New', false, options)).toEqual(['Used']);
  });

  it('does not add a value twice', () => {
    expect(toggleValue(['Used'], 'Used', true, options)).toEqual(['Used']);
  });

  it('keeps values no option knows, at the end', () => {
    expect(toggleValue(['Scrap', 'Used'], 'New', true, options)).toEqual(['New', 'Used', 'Scrap']);
  });
});

describe('CheckboxGroup', () => {
  it('reports the new list when a box is toggled with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        label="Condition"
        options={options.map((value) => ({ value, label: value }))}
        value={['Refurbished']}
        onChange={onChange}
      />,
    );
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['New', 'Refurbished']);
    expect(screen.getByRole('group', { name: 'Condition' })).toBeInTheDocument();
  });
});
