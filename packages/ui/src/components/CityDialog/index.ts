export { CityDialog, cityRequiredMessage, type CityDialogProps } from './CityDialog';
