export { Spinner, SpinnerRing, spinnerSizes, type SpinnerProps } from './Spinner';
