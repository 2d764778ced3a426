import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters against the limit as the user types, uncontrolled', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Message" showCount maxLength={20} defaultValue="Hi" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAccessibleDescription('2 of 20 characters');
    await user.type(box, ' there');
    expect(box).toHaveAccessibleDescription('8 of 20 characters');
  });

  it('counts a controlled value without a limit', () => {
    render(<TextArea label="Description" showCount value="A" onChange={() => {}} />);
    expect(screen.getByText('1 character')).toBeInTheDocument();
  });
});
