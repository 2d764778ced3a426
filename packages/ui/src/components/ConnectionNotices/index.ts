export { OfflineBadge } from './OfflineBadge';
export { OfflineDataNotice, type OfflineDataNoticeProps } from './OfflineDataNotice';
export { UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt';
export { formatSavedAt } from './savedAt';
