import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { darkTheme } from '../../theme';
import { firstMessages, summaryErrors } from '../../forms/serverErrors';
import { FormErrorSummary, summaryHeadingLevels } from './FormErrorSummary';
import { inForcedColors } from '../../test-assets/forcedColors';

const contactErrors = [
  { message: 'Enter your first name', fieldId: 'contact-first-name' },
  { message: 'Enter a mobile number, digits only', fieldId: 'contact-mobile' },
  { message: 'Choose a supply type', fieldId: 'supply-type' },
];

const meta = {
  title: 'Components/FormErrorSummary',
  component: FormErrorSummary,
  args: { errors: contactErrors },
  argTypes: { headingLevel: { control: 'inline-radio', options: summaryHeadingLevels } },
  render: (args) => (
    <Stack>
      <FormErrorSummary {...args} />
      <TextField id="contact-first-name" label="First name" required error="Enter your first name" />
      <TextField
        id="contact-mobile"
        label="Mobile"
        type="tel"
        digitsOnly
        required
        error="Enter a mobile number, digits only"
      />
      <RadioGroup
        id="supply-type"
        label="Supply type"
        required
        error="Choose a supply type"
        options={[
          { value: 'Regular', label: 'Regular' },
          { value: 'One Time', label: 'One Time' },
        ]}
        value=""
        onChange={fn()}
      />
    </Stack>
  ),
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Please correct the following' })).toBeVisible();
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LinksFocusTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter your first name' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Mobile' })).toHaveFocus();
    // A group's link lands on its first option.
    await userEvent.click(canvas.getByRole('link', { name: 'Choose a supply type' }));
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toHaveFocus();
  },
};

export const WithoutLinks: Story = {
  args: { errors: [{ message: 'The selected role is invalid.' }, { message: 'Your session has expired.' }] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(alert).getByText('The selected role is invalid.')).toBeVisible();
  },
};

export const SingleError: Story = {
  args: { errors: contactErrors.slice(0, 1), headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Please correct the following' }),
    ).toBeVisible();
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const FromAServerResponse: Story = {
  args: {
    errors: summaryErrors(
      firstMessages({
        mobile: ['The mobile must be 10 digits.', 'The mobile has already been taken.'],
        first_name: ['The first name must be at least 2 characters.'],
        captcha: 'Please try again.',
      }),
      { first_name: 'contact-first-name', mobile: 'contact-mobile' },
    ),
  },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('alert')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'The first name must be at least 2 characters.',
      'The mobile must be 10 digits.',
      'Please try again.',
    ]);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
