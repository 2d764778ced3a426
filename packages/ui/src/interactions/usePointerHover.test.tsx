import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { usePointerHover } from './usePointerHover';

// The test DOM has no PointerEvent: a mouse event that carries its pointer type stands in for it.
if (typeof window.PointerEvent === 'undefined') {
  class TestPointerEvent extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.assign(window, { PointerEvent: TestPointerEvent });
}

function Probe({ disabled = false }: { disabled?: boolean }) {
  const { hoverProps, isHovered } = usePointerHover({ isDisabled: disabled });
  return (
    <button type="button" {...hoverProps} data-hovered={isHovered || undefined}>
      Probe
    </button>
  );
}

describe('usePointerHover', () => {
  it('marks the element while a mouse is over it', () => {
    render(<Probe />);
    const probe = screen.getByRole('button', { name: 'Probe' });
    fireEvent.pointerEnter(probe, { pointerType: 'mouse' });
    expect(probe).toHaveAttribute('data-hovered');
    fireEvent.pointerLeave(probe, { pointerType: 'mouse' });
    expect(probe).not.toHaveAttribute('data-hovered');
  });

  it('ignores touch, and a disabled element never looks hovered', () => {
    const { rerender } = render(<Probe />);
    const probe = screen.getByRole('button', { name: 'Probe' });
    fireEvent.pointerEnter(probe, { pointerType: 'touch' });
    expect(probe).not.toHaveAttribute('data-hovered');
    fireEvent.pointerEnter(probe, { pointerType: 'mouse' });
    rerender(<Probe disabled />);
    expect(probe).not.toHaveAttribute('data-hovered');
  });
});
