export { Sparkline, type SparklineProps } from './Sparkline';
export type { PricePoint } from './priceLine';
