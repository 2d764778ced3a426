export { ShowMore, type ShowMoreProps } from './ShowMore';
export { InBatches, type InBatchesProps, type ItemPlace } from './InBatches';
export {
  useShownInBatches,
  SHOWN_BATCH,
  type ShownInBatches,
  type ShownInBatchesOptions,
  type ShownRange,
} from './useShownInBatches';
