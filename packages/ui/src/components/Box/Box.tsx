import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Box.css';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'width'> &
  Sprinkles & {
    /**
     * The element (or component) to render.
     * @default 'div'
     */
    as?: ElementType;
  };

const listElements: ReadonlySet<ElementType> = new Set(['ul', 'ol']);

/**
 * The layout primitive: every spacing, flex and colour choice goes through theme sprinkles. As a list
 * (`as="ul"` or `"ol"`) it has no markers and none of the browser's list margin and padding, unless its props
 * give some. The layout props (display, flex, gap, padding, margin, text alignment, width) take one value or
 * one per screen size: `{ mobile, tablet, desktop }`.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const isList = listElements.has(as);
  const sprinkleProps: Record<string, unknown> = isList ? { margin: 'none', padding: 'none' } : {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), isList && styles.list, className]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...nativeProps, className: classes, ref });
});
