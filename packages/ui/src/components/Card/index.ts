export { Card, cardPaddings, cardElevations, cardElements, type CardProps } from './Card';
