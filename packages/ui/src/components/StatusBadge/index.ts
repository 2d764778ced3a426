export {
  StatusBadge,
  approvalDisplay,
  approvalStatuses,
  type ApprovalStatus,
  type StatusBadgeProps,
} from './StatusBadge';
