import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export const textTones = ['neutral', 'muted', 'critical', 'success'] as const;
export const textWeights = ['regular', 'semibold', 'bold'] as const;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'dt' | 'dd' | 'time' | 'label';
  size?: (typeof textSizes)[number];
  tone?: (typeof textTones)[number];
  weight?: (typeof textWeights)[number];
  /** Clamp to one or two lines (e.g. tile labels clamp to 2). */
  maxLines?: 1 | 2;
}

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
  children: ReactNode;
  /** The document outline level (h1..h4). */
  level: (typeof headingLevels)[number];
  /** Look like another level without changing the outline. */
  visualLevel?: (typeof headingLevels)[number];
}

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
