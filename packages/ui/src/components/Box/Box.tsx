import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'width'> &
  Sprinkles & {
    as?: ElementType;
  };

/** The layout primitive: every spacing, flex and colour choice goes through theme sprinkles. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const sprinkleProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...nativeProps, className: classes, ref });
});
