import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export const textTones = ['neutral', 'muted', 'critical', 'success'] as const;
export const textWeights = ['regular', 'semibold', 'bold'] as const;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The text. */
  children: ReactNode;
  /**
   * The element to render: `span` inside a line, `div` around other blocks.
   * @default 'p'
   */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'dt' | 'dd' | 'time' | 'label';
  /**
   * A step of the theme's font sizes.
   * @default 'medium'
   */
  size?: (typeof textSizes)[number];
  /**
   * The colour, by meaning: `muted` for secondary text, `critical` for a problem, `success` for a done thing.
   * @default 'neutral'
   */
  tone?: (typeof textTones)[number];
  /**
   * The font weight.
   * @default 'regular'
   */
  weight?: (typeof textWeights)[number];
  /** Clamp to one or two lines (e.g. tile labels clamp to 2). */
  maxLines?: 1 | 2;
}

/** Body text in the theme's sizes, tones and weights; every paragraph and label that is not a heading. */
export function Text({ as = 'p', size, tone, weight, maxLines, className, children, ...rest }: TextProps) {
  return createElement(
    as,
    {
      ...rest,
      className: [styles.text({ size, tone, weight, maxLines: maxLines ?? 'none' }), className]
        .filter(Boolean)
        .join(' '),
    },
    children,
  );
}

export const headingLevels = [1, 2, 3, 4] as const;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading's text. */
  children: ReactNode;
  /** The document outline level (h1..h4). */
  level: (typeof headingLevels)[number];
  /** Look like another level without changing the outline; `level` by default. */
  visualLevel?: (typeof headingLevels)[number];
}

/** A heading (h1 to h4) in the theme's heading sizes, whose look can differ from its outline level. */
export function Heading({ level, visualLevel, className, children, ...rest }: HeadingProps) {
  return createElement(
    `h${level}`,
    {
      ...rest,
      className: [styles.heading({ level: visualLevel ?? level }), className].filter(Boolean).join(' '),
    },
    children,
  );
}
