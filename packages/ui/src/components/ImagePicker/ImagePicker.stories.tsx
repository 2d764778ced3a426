import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Box';
import { darkTheme } from '../../theme';
import { sampleImages } from '../../test-assets';
import { useHeldValue } from '../../forms/storyState';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';
import { inForcedColors } from '../../test-assets/forcedColors';

/** Local sample pictures as picked files, so nothing loads from the network. */
const sampleFiles = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const src = sampleImages[index % sampleImages.length] ?? sampleImages[0];
      const blob = await (await fetch(src)).blob();
      return new File([blob], `machine-${index + 1}.svg`, { type: 'image/svg+xml' });
    }),
  );

function StatefulImagePicker(props: ImagePickerProps) {
  return <ImagePicker {...props} {...useHeldValue([...props.value], props.onChange)} />;
}

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: { label: 'Photos', value: [], onChange: fn(), maxImages: 4 },
  argTypes: { value: { control: false }, existingImages: { control: false } },
  render: (args, { loaded }) => (
    <StatefulImagePicker {...args} value={(loaded.files as File[] | undefined) ?? args.value} />
  ),
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText<HTMLInputElement>('Choose photos');

// `accept="image/*"` is only a hint to the picker: drags and some Android pickers ignore it.
const pickAnything = () => userEvent.setup({ applyAccept: false });

export const Playground: Story = {
  args: { required: true, description: 'Photos 1 to 4. The first one is shown in lists.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), await sampleFiles(1));
    await expect(canvas.getByText('1 of 4 photos')).toBeVisible();
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add photo' });
    await expect(add).toHaveAccessibleDescription('0 of 4 photos');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const AddingPhotos: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await sampleFiles(2));
    await expect(canvas.getByRole('img', { name: 'Preview 1, machine-1.svg' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Preview 2, machine-2.svg' })).toBeVisible();
    await expect(canvas.getByText('2 of 4 photos')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const RejectsFilesThatAreNotImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quote = new File(['Rate: Rs. 95/kg'], 'quote.txt', { type: 'text/plain' });
    await pickAnything().upload(fileInput(canvasElement), quote);
    const message = 'quote.txt is not an image. Choose a photo, such as a JPG or PNG file.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      `${message} 0 of 4 photos`,
    );
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const StopsAtFour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await sampleFiles(5));
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByText('You can add up to 4 photos; 1 photo was not added.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('4 of 4 photos')).toBeVisible();
  },
};

export const RemovingWithTheKeyboard: Story = {
  loaders: [async () => ({ files: await sampleFiles(3) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 of 4 photos')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    const removeSecond = canvas.getByRole('button', { name: 'Remove photo 2' });
    await expect(removeSecond).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('2 of 4 photos')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Preview 2, machine-3.svg' })).toBeVisible();
    // Focus moves to the photo that took its place, not to the top of the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus());
  },
};

export const EditWithSavedPhotos: Story = {
  args: { existingImages: [sampleImages[2], sampleImages[3]], onExistingImagesChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 4 photos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
    await expect(args.onExistingImagesChange).toHaveBeenCalledWith([sampleImages[3]]);
  },
};

export const WithDescription: Story = {
  args: { description: 'Photos 1 to 4. The first one is shown in lists.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      'Photos 1 to 4. The first one is shown in lists. 0 of 4 photos',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Photos (required)' })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Add at least one photo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add at least one photo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toHaveAccessibleDescription(
      'Add at least one photo 0 of 4 photos',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  loaders: [async () => ({ files: await sampleFiles(2) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();
  },
};

export const Filled: Story = {
  loaders: [async () => ({ files: await sampleFiles(4) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByText('4 of 4 photos')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ files: await sampleFiles(2) })],
  render: (args, { loaded }) => (
    <Stack>
      <ImagePicker label="Photos" value={loaded.files as File[]} onChange={args.onChange} required />
      <ImagePicker label="Logo" value={[]} onChange={args.onChange} maxImages={1} error="Add your logo" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByText('0 of 1 photo')).toBeVisible();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
