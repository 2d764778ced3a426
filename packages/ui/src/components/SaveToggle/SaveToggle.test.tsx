import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveToggle } from './SaveToggle';

function SavedState({ onCardClick }: { onCardClick: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    // A card that takes any click in it, as a whole-card link does; the test needs its clicks only.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onCardClick}>
      <SaveToggle saved={saved} onChange={setSaved} label="Save Repol H110MA" />
    </div>
  );
}

describe('SaveToggle', () => {
  it('reports the opposite of its state when pressed', async () => {
    const onChange = vi.fn();
    render(<SaveToggle saved onChange={onChange} label="Save Repol H110MA" />);
    const toggle = screen.getByRole('button', { name: 'Save Repol H110MA', pressed: true });
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('toggles by click, Enter and Space without the card around it noticing', async () => {
    const onCardClick = vi.fn();
    render(<SavedState onCardClick={onCardClick} />);
    const toggle = screen.getByRole('button', { name: 'Save Repol H110MA' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    expect(onCardClick).not.toHaveBeenCalled();
  });
});
