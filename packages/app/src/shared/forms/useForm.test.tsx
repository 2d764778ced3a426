import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormErrorSummary, TextField } from '@plastihub/ui';
import { idleForm, type FormState } from './formState';
import { number, required, sameAs, type Rules } from './rules';
import { useForm } from './useForm';

type Values = { make: string; size: string; password: string; confirm: string };
const rules: Rules<Values> = {
  make: [required('Enter the make.')],
  size: [required('Enter the machine size.'), number('Machine size')],
  confirm: [sameAs('password', 'The passwords differ.')],
};
const empty: Values = { make: '', size: '', password: '', confirm: '' };

function Machine({ server = idleForm, onValid }: { server?: FormState; onValid: (values: Values) => void }) {
  const form = useForm(empty, rules, server, { serverNames: { size: 'machine_size' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormErrorSummary errors={form.summary()} />
      <TextField label="Make" {...form.text('make')} />
      <TextField label="Machine size" {...form.text('size')} />
      <TextField label="Password" {...form.text('password')} />
      <TextField label="Confirm" {...form.text('confirm')} />
      <button type="submit">Submit</button>
      <button type="button" onClick={() => form.reset()}>
        Start over
      </button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('useForm', () => {
  it('says nothing before the first submit', async () => {
    render(<Machine onValid={vi.fn()} />);
    await userEvent.type(field('Machine size'), 'ten');
    expect(field('Machine size')).not.toHaveAttribute('aria-invalid');
  });

  it('on submit shows the messages under the fields and focuses the first wrong one', async () => {
    const onValid = vi.fn();
    render(<Machine onValid={onValid} />);
    await userEvent.type(field('Machine size'), 'ten');
    await submit();
    expect(field('Make')).toHaveAccessibleDescription('Enter the make.');
    expect(field('Machine size')).toHaveAccessibleDescription('Machine size must be a number.');
    expect(field('Make')).toHaveFocus();
    expect(field('Machine size')).toHaveValue('ten');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('then checks live as the user corrects, and sends the values once they pass', async () => {
    const onValid = vi.fn();
    render(<Machine onValid={onValid} />);
    await submit();
    await userEvent.type(field('Make'), 'Milacron');
    expect(field('Make')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field('Machine size'), '120');
    await userEvent.type(field('Password'), 'abc');
    await userEvent.type(field('Confirm'), 'abd');
    expect(field('Confirm')).toHaveAccessibleDescription('The passwords differ.');
    await userEvent.clear(field('Confirm'));
    await userEvent.type(field('Confirm'), 'abc');
    await submit();
    expect(onValid).toHaveBeenCalledWith({ make: 'Milacron', size: '120', password: 'abc', confirm: 'abc' });
  });

  it('shows server messages under their fields, under the server name, until the field is edited', async () => {
    const server: FormState = {
      status: 'failed',
      message: 'Please check the form.',
      fieldErrors: { machine_size: 'The machine size must be at least 10.', make: 'Unknown make.' },
    };
    render(<Machine server={server} onValid={vi.fn()} />);
    expect(field('Machine size')).toHaveAccessibleDescription('The machine size must be at least 10.');
    await userEvent.type(field('Machine size'), '5');
    expect(field('Machine size')).not.toHaveAttribute('aria-invalid');
    expect(field('Make')).toHaveAccessibleDescription('Unknown make.');
  });

  it('shows the messages again when a new server answer comes', async () => {
    const failed = (message: string): FormState => ({
      status: 'failed',
      message: null,
      fieldErrors: { make: message },
    });
    function Resent() {
      const [server, setServer] = useState(failed('Unknown make.'));
      return (
        <>
          <Machine server={server} onValid={vi.fn()} />
          <button type="button" onClick={() => setServer(failed('Still unknown.'))}>
            Answer again
          </button>
        </>
      );
    }
    render(<Resent />);
    await userEvent.type(field('Make'), 'X');
    expect(field('Make')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Answer again' }));
    expect(field('Make')).toHaveAccessibleDescription('Still unknown.');
    expect(field('Make')).toHaveValue('X');
  });

  it('lists the messages at the top in the form order, linked to their fields', async () => {
    const server: FormState = {
      status: 'failed',
      message: null,
      fieldErrors: { machine_size: 'Too small.', country_id: 'Choose a country.' },
    };
    render(<Machine server={server} onValid={vi.fn()} />);
    await submit();
    const links = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(links).toEqual(['Enter the make.', 'Enter the machine size.', 'Choose a country.']);
    expect(screen.getByRole('link', { name: 'Enter the make.' })).toHaveAttribute('href', '#make');
  });

  it('starts over without messages', async () => {
    render(<Machine onValid={vi.fn()} />);
    await userEvent.type(field('Machine size'), '12');
    await submit();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(field('Machine size')).toHaveValue('');
    expect(field('Make')).not.toHaveAttribute('aria-invalid');
  });
});
