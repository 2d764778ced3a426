/** The form kit: typed values, rules, and binders that hand each ui field its props. */
export { useForm, type Form, type FormOptions } from './useForm';
export type {
  BindOptions,
  CheckboxesBinding,
  DigitsBinding,
  EmailBinding,
  ImagesBinding,
  NumberBinding,
  RadioBinding,
  SelectBinding,
  TextBinding,
} from './binders';
export {
  noImages,
  savedImages,
  type FieldValue,
  type FormValues,
  type ImageList,
  type SavedImage,
} from './formValues';
export {
  atLeastOne,
  digitsOnly,
  emailFormat,
  lengthBetween,
  maxLength,
  mobile,
  number,
  pinCode,
  required,
  sameAs,
  type NumberFormat,
  type Rule,
  type Rules,
} from './rules';
export { firstImageRequired, imageTypes, maxImageSize, maxImages } from './imageRules';
export { validate } from './validate';
export { imageSlots, newImage } from './payload';
