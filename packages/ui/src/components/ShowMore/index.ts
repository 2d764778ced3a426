export { ShowMore, type ShowMoreProps } from './ShowMore';
export {
  useShownInBatches,
  SHOWN_BATCH,
  type ShownInBatches,
  type ShownInBatchesOptions,
  type ShownRange,
} from './useShownInBatches';
