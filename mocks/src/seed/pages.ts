import { defineTable } from '../db/table';

export interface PageRow {
  id: number;
  /** HTML from the admin's editor. */
  about_us: string;
  privacy_policy: string;
}

const ABOUT_US = `<h2>About PlastiHub</h2>
<p>PlastiHub brings India's plastics and polymer industry to one place. Processors, compounders, recyclers, machine makers and traders use it to find material, machines, money and people.</p>
<h3>What you can do here</h3>
<ul>
<li><strong>Connect</strong> with financial institutions, machine owners with spare capacity, material brands and dealers, and skilled manpower.</li>
<li><strong>Trade</strong> virgin polymers, polymer compounds, reprocessed polymer and scrap material with verified sellers.</li>
<li><strong>Educate</strong> yourself and your team with polymer guides, product compositions, blogs and answers from the community.</li>
</ul>
<p>Our team works from Ahmedabad, Mumbai and Chennai, close to the clusters our members work in.</p>`;

const PRIVACY_POLICY = `<h2>Privacy Policy</h2>
<p>This policy explains what we collect when you use PlastiHub and how we use it.</p>
<h3>Information we collect</h3>
<p>Your name, company, mobile number, e-mail address and location when you register or update your profile; the listings you post; the messages you send to other members; and your token purchases.</p>
<h3>How we use it</h3>
<p>To run your account, to show your listings and contact details to members you choose to share them with, to send you one-time passwords and service messages, and to keep the marketplace safe.</p>
<h3>Sharing</h3>
<p>We do not sell your data. Contact details are shown to another member only when they ask to view them, and payment details are handled by our payment partner.</p>
<h3>Your choices</h3>
<p>You may correct your profile at any time, and ask us to delete your account by writing to privacy@plastihub.example.in.</p>`;

export const pages = defineTable<PageRow>('pages', () => [
  { id: 1, about_us: ABOUT_US, privacy_policy: PRIVACY_POLICY },
]);

export interface ContactMessageRow {
  id: number;
  first_name: string;
  last_name: string;
  mobile: string;
  email: string;
  message: string;
  created_at: string;
}

/** What visitors sent through the contact form. */
export const contactMessages = defineTable<ContactMessageRow>('contact_messages', () => [], {
  example: {
    id: 1,
    first_name: '',
    last_name: '',
    mobile: '',
    email: '',
    message: '',
    created_at: '2026-01-15 10:00:00',
  },
});
