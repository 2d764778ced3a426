export {
  StateCityDialog,
  stateRequiredMessage,
  type StateCityDialogProps,
  type StateCitySelection,
} from './StateCityDialog';
