import { useState, type PointerEvent } from 'react';

/**
 * Whether a mouse is over the element, for the `data-hovered` look. Only a mouse hovers: touch and pen never
 * leave an element "hovered" after a tap. Lighter than react-aria's useHover, which the first page's script
 * would carry for every link and button in the frame.
 */
export function usePointerHover({ isDisabled = false }: { isDisabled?: boolean } = {}) {
  const [hovered, setHovered] = useState(false);
  const hoverProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
  };
  return { hoverProps, isHovered: hovered && !isDisabled };
}
