import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonVariants } from '../Button';
import { Inline, Stack } from '../Box';
import { Text } from '../Text';
import { Popover, PopoverClose, type PopoverProps } from './Popover';
import { Dialog } from '../Dialog';
import { overlayAligns } from '../Dialog/overlayState';
import { inForcedColors } from '../../test-assets/forcedColors';

const countries = ['India', 'Bangladesh', 'United Arab Emirates'] as const;
const applyCountries = fn();

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    label: 'Funding',
    heading: 'Type of funding',
    align: 'start',
    triggerVariant: 'secondary',
    children: <Text size="small">Term loans, working capital and equipment finance.</Text>,
    onOpenChange: fn(),
  },
  argTypes: {
    align: { control: 'inline-radio', options: overlayAligns },
    triggerVariant: { control: 'select', options: buttonVariants },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
  beforeEach: () => applyCountries.mockClear(),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** How a list filter is built on Popover: a draft choice, applied or reset from the footer. */
function CountryFilter(args: PopoverProps) {
  const [applied, setApplied] = useState<string[]>([]);
  const [draft, setDraft] = useState<string[]>([]);
  const toggle = (country: string) =>
    setDraft((current) =>
      current.includes(country) ? current.filter((c) => c !== country) : [...current, country],
    );
  const apply = (next: string[]) => {
    setApplied(next);
    applyCountries(next);
  };
  return (
    <Popover
      {...args}
      label={applied.length ? `Country (${applied.length})` : 'Country'}
      heading="Filter by country"
      onOpenChange={(open) => open && setDraft(applied)}
      footer={
        <>
          <PopoverClose onPress={() => apply([])}>Reset</PopoverClose>
          <PopoverClose variant="primary" onPress={() => apply(draft)}>
            Apply
          </PopoverClose>
        </>
      }
    >
      <Stack space="sm">
        {countries.map((country) => (
          <Inline key={country} as="label" space="sm">
            <input
              type="checkbox"
              style={{ width: 20, height: 20, margin: 0 }}
              checked={draft.includes(country)}
              onChange={() => toggle(country)}
            />
            <Text as="span">{country}</Text>
          </Inline>
        ))}
      </Stack>
    </Popover>
  );
}

export const Playground: Story = {};

export const KeyboardOpenAndClose: Story = {
  render: (args) => <CountryFilter {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Country' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const popover = await page().findByRole('dialog', { name: 'Filter by country' });
    await waitFor(() => expect(within(popover).getByRole('checkbox', { name: 'India' })).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const MouseOpenAndOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Funding' }));
    const popover = await page().findByRole('dialog', { name: 'Type of funding' });
    await expect(
      within(popover).getByText('Term loans, working capital and equipment finance.'),
    ).toBeInTheDocument();

    await userEvent.click(canvasElement);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FilterApplyAndReset: Story = {
  render: (args) => <CountryFilter {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Country' }));
    let popover = await page().findByRole('dialog', { name: 'Filter by country' });
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'India' }));
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Bangladesh' }));
    await userEvent.click(within(popover).getByRole('button', { name: 'Apply' }));

    await expect(applyCountries).toHaveBeenLastCalledWith(['India', 'Bangladesh']);
    const trigger = await canvas.findByRole('button', { name: 'Country (2)' });
    await waitFor(() => expect(trigger).toHaveFocus());

    // Reopening shows the applied choice; Reset clears it.
    await userEvent.keyboard('{Enter}');
    popover = await page().findByRole('dialog', { name: 'Filter by country' });
    await expect(within(popover).getByRole('checkbox', { name: 'India' })).toBeChecked();
    await userEvent.click(within(popover).getByRole('button', { name: 'Reset' }));
    await expect(applyCountries).toHaveBeenLastCalledWith([]);
    await expect(await canvas.findByRole('button', { name: 'Country' })).toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const popover = await page().findByRole('dialog', { name: 'Type of funding' });
    await expect(within(popover).getByRole('heading', { name: 'Type of funding' })).toBeInTheDocument();
  },
};

export const AlignedToEnd: Story = {
  args: { align: 'end', defaultOpen: true },
  decorators: [
    (Story) => (
      <Inline justifyContent="flex-end" paddingRight="xxxl">
        <Story />
      </Inline>
    ),
  ],
  play: async ({ canvasElement }) => {
    const popover = await page().findByRole('dialog', { name: 'Type of funding' });
    const trigger = within(canvasElement).getByRole('button', { name: 'Funding' });
    await waitFor(() =>
      expect(Math.round(popover.getBoundingClientRect().right)).toBe(
        Math.round(trigger.getBoundingClientRect().right),
      ),
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  render: (args) => <CountryFilter {...args} />,
  play: async () => {
    const popover = await page().findByRole('dialog', { name: 'Filter by country' });
    await expect(within(popover).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  },
};

export const InsideDialog: Story = {
  render: (args) => (
    <Dialog title="Filter machines" defaultOpen>
      <Popover {...args} />
    </Dialog>
  ),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Filter machines' });
    const trigger = within(dialog).getByRole('button', { name: 'Funding' });
    await userEvent.click(trigger);
    const popover = await page().findByRole('dialog', { name: 'Type of funding' });
    // Stacked above the modal dialog, not hidden behind its backdrop.
    await waitFor(() => {
      const box = popover.getBoundingClientRect();
      const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return expect(popover).toContainElement(topmost as HTMLElement);
    });
    // Esc closes the popover only; the dialog stays open.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(page().queryByRole('dialog', { name: 'Type of funding' })).not.toBeInTheDocument(),
    );
    await expect(page().getByRole('dialog', { name: 'Filter machines' })).toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
