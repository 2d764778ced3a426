export {
  EmptyState,
  ErrorState,
  emptyStateVariants,
  emptyStateTitles,
  type EmptyStateVariant,
  type EmptyStateProps,
  type ErrorStateProps,
} from './EmptyState';
