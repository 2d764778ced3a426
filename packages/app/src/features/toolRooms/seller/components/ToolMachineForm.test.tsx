import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { idleForm } from '../../../../shared/forms/formState';
import { ToolMachineForm, toolMachineValues } from './ToolMachineForm';

const mfgYear = () => screen.getByRole('textbox', { name: /^Mfg Year/ });

function fillIn(model: string) {
  const onSubmit = vi.fn();
  render(
    <ToolMachineForm
      label="Tool and Die Machine Add"
      initial={{ ...toolMachineValues(), name: 'VMC', make: 'BFW', quantity: '2', model: '' }}
      state={idleForm}
      onSubmit={onSubmit}
    />,
  );
  return {
    onSubmit,
    typeAndSubmit: async () => {
      if (model) await userEvent.type(mfgYear(), model);
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    },
  };
}

describe("a tool-and-die machine's model (Mfg Year)", () => {
  it.each(['1948', '2015, rebuilt 2021', 'BFW Akshara 2012'])(
    'takes what the seller writes: %s',
    async (model) => {
      const { onSubmit, typeAndSubmit } = fillIn(model);
      await typeAndSubmit();
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ model }));
    },
  );

  it('is required, and up to 50 characters', async () => {
    const { onSubmit, typeAndSubmit } = fillIn('');
    await typeAndSubmit();
    expect(mfgYear()).toHaveAccessibleDescription('Enter the mfg year.');
    expect(mfgYear()).toHaveAttribute('maxlength', '50');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
