export { NumberField, numberInputModes, type NumberFieldProps } from './NumberField';
