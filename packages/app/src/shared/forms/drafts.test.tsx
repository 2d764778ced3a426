import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '@plastihub/ui';
import { idleForm } from './formState';
import { dropDrafts, keepDrafts, keepDraftsOnlyFor } from './drafts';
import type { ImageList } from './formValues';
import { useForm } from './useForm';

type Values = { city: string; roles: readonly string[]; photos: ImageList };
const saved: ImageList = { saved: [{ url: '/images/press.webp', slot: 0 }], files: [] };
const initial: Values = { city: 'Ahmedabad', roles: ['Buyer'], photos: saved };

function Profile({ draft, owner = 7 }: { draft?: string; owner?: number | null }) {
  const form = useForm(initial, {}, idleForm, draft === undefined ? {} : { draft: { name: draft, owner } });
  return (
    <>
      <TextField label="City" {...form.text('city')} />
      <p>Roles: {form.values.roles.join(', ')}</p>
      <p>
        Photos: {form.values.photos.saved.map((photo) => photo.url).join(', ')} and{' '}
        {form.values.photos.files.length} picked
      </p>
      <button type="button" onClick={() => form.set('roles', ['Buyer', 'Seller'])}>
        Add Seller
      </button>
      <button
        type="button"
        onClick={() =>
          form.set('photos', { ...saved, files: [new File(['png'], 'mould.png', { type: 'image/png' })] })
        }
      >
        Pick a photo
      </button>
    </>
  );
}

async function typeAndExpire(owner: number, draft: string | null = 'profile') {
  const { unmount } = render(<Profile draft={draft ?? undefined} />);
  const city = screen.getByRole('textbox', { name: 'City' });
  await userEvent.clear(city);
  await userEvent.type(city, 'Vadodara');
  await userEvent.click(screen.getByRole('button', { name: 'Add Seller' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pick a photo' }));
  keepDrafts(owner);
  unmount();
}

afterEach(() => {
  dropDrafts();
});

describe('form drafts across a lost session', () => {
  it('brings back what was typed to the same user, once', async () => {
    await typeAndExpire(7);
    keepDraftsOnlyFor(7);
    const { unmount } = render(<Profile draft="profile" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Vadodara');
    expect(screen.getByText('Roles: Buyer, Seller')).toBeInTheDocument();
    // Picked files cannot be stored; the photos saved with the record are kept.
    expect(screen.getByText('Photos: /images/press.webp and 0 picked')).toBeInTheDocument();
    unmount();

    render(<Profile draft="profile" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ahmedabad');
  });

  it('drops it when someone else signs in', async () => {
    await typeAndExpire(7);
    keepDraftsOnlyFor(8);
    render(<Profile draft="profile" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ahmedabad');
  });

  it("never fills another user's form, even when the sign-in could not drop the draft", async () => {
    await typeAndExpire(7);
    // User 8 signed in (in this tab or another) and the drafts' code did not load to drop the draft.
    render(<Profile draft="profile" owner={8} />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ahmedabad');
  });

  it('keeps no draft for a user whose id is unknown', async () => {
    await typeAndExpire(7);
    keepDrafts(null);
    render(<Profile draft="profile" owner={null} />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ahmedabad');
  });

  it('keeps nothing of a form that did not ask for drafts', async () => {
    await typeAndExpire(7, null);
    keepDraftsOnlyFor(7);
    render(<Profile draft="profile" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ahmedabad');
  });
});
