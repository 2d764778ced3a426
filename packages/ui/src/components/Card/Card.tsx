import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export const cardElevations = ['flat', 'raised'] as const;
export const cardElements = ['div', 'article', 'li', 'section'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The card's content. */
  children: ReactNode;
  /**
   * `article` for a self-contained listing, `li` inside a list of cards.
   * @default 'div'
   */
  as?: (typeof cardElements)[number];
  /**
   * Inner space: small 12 px, medium 16 px, large 24 px. `none` lets an image run to the edges (the card
   * clips it to its rounded corners).
   * @default 'medium'
   */
  padding?: (typeof cardPaddings)[number];
  /**
   * `raised` casts a shadow; `flat` keeps only the border, for a card inside another surface.
   * @default 'raised'
   */
  elevation?: (typeof cardElevations)[number];
}

/** A raised surface for listing cards, dashboard counts and panels. */
export function Card({ as = 'div', padding, elevation, className, children, ...rest }: CardProps) {
  return createElement(
    as,
    { ...rest, className: [styles.card({ padding, elevation }), className].filter(Boolean).join(' ') },
    children,
  );
}
