import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactReveal, telHref } from './ContactReveal';

describe('telHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
    expect(telHref('(022) 2345 6789')).toBe('tel:02223456789');
  });
});

describe('ContactReveal', () => {
  it('reveals once: the button goes away and stays away', async () => {
    render(<ContactReveal mobile="9876543210" email="a@b.example" />);
    await userEvent.click(screen.getByRole('button', { name: 'View Contact Info' }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contact details' })).toHaveFocus();
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
  });
});
