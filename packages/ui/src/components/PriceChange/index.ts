export { PriceChange, type PriceChangeProps } from './PriceChange';
