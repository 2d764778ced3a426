import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleImages } from '../../test-assets';
import { SafeHtml } from './SafeHtml';

const policyHtml = `
<h2>Privacy Policy</h2>
<p>We collect the details you give us when you <strong>register</strong> or <a href="/contact-us">contact us</a>.</p>
<h3>What we collect</h3>
<ul><li>Name, company name and mobile number</li><li>Email address</li><li>Listings you post</li></ul>
<ol><li>Register</li><li>Verify the OTP</li></ol>
<blockquote>We never sell your data.</blockquote>
<table>
  <thead><tr><th>Data</th><th>Kept for</th></tr></thead>
  <tbody><tr><td>Account details</td><td>While the account is open</td></tr><tr><td>Chat messages</td><td>2 years</td></tr></tbody>
</table>
<p><img src="${sampleImages[1]}" alt="Sample figure" width="1200" height="400"></p>
`;

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: { html: policyHtml, as: 'article' },
  argTypes: { as: { control: 'inline-radio', options: ['div', 'article', 'section'] } },
  parameters: {
    docs: { description: { component: 'Server HTML, sanitised with DOMPurify, with prose typography.' } },
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Prose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    const image = canvas.getByRole('img', { name: 'Sample figure' });
    // Wide images shrink to the text column.
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const UnsafeMarkupRemoved: Story = {
  args: {
    html:
      '<h2>About Us</h2><p onclick="alert(1)" style="color:#ff0000">We connect the plastics industry.</p>' +
      '<script>alert(1)</script><p><a href="javascript:alert(1)">A dangerous link</a></p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script')).toBeNull();
    const paragraph = canvas.getByText('We connect the plastics industry.');
    await expect(paragraph).not.toHaveAttribute('onclick');
    await expect(paragraph).not.toHaveAttribute('style');
    await expect(canvas.getByText('A dangerous link')).not.toHaveAttribute('href');
  },
};

export const Empty: Story = { args: { html: '' } };
