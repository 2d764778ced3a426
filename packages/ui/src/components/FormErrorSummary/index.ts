export {
  FormErrorSummary,
  summaryHeadingLevels,
  type FormErrorItem,
  type FormErrorSummaryProps,
} from './FormErrorSummary';
export { focusField } from './focusField';
