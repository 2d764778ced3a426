export { ResultsBar, type ResultsBarProps } from './ResultsBar';
