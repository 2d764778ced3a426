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

  it('offers Call and WhatsApp for an Indian mobile number, named with the number', async () => {
    render(<ContactReveal mobile="098765-43210" email="a@b.example" />);
    await userEvent.click(screen.getByRole('button', { name: 'View Contact Info' }));
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp +91 98765 43210 (opens in a new tab)' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers neither Call nor WhatsApp for a number that is not an Indian mobile', async () => {
    render(<ContactReveal mobile="020 2567 8901" email="a@b.example" />);
    await userEvent.click(screen.getByRole('button', { name: 'View Contact Info' }));
    expect(screen.getByRole('link', { name: '020 2567 8901' })).toHaveAttribute('href', 'tel:02025678901');
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
