import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactReveal } from './ContactReveal';

describe('ContactReveal', () => {
  it('reveals once: the button goes away and stays away', async () => {
    render(<ContactReveal mobile="9876543210" email="a@b.example" />);
    await userEvent.click(screen.getByRole('button', { name: 'View Contact Info' }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contact details' })).toHaveFocus();
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
  });

  it('links a phone number without its spaces and hyphens', async () => {
    render(<ContactReveal mobile="+91 98765-43210" email="a@b.example" />);
    await userEvent.click(screen.getByRole('button', { name: 'View Contact Info' }));
    expect(screen.getByRole('link', { name: '+91 98765-43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('shows a value that is not a plain number or address as text, never as a link', async () => {
    render(<ContactReveal mobile="*123#" email="sales@shree.example?cc=boss@rival.example&body=Pay" />);
    await userEvent.click(screen.getByRole('button', { name: 'View Contact Info' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('*123#')).toBeInTheDocument();
    expect(screen.getByText('sales@shree.example?cc=boss@rival.example&body=Pay')).toBeInTheDocument();
  });
});
