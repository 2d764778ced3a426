/**
 * The form kit: typed values, rules, and binders that hand each ui field its props.
 *
 * ```tsx
 * const rules: Rules<Values> = {
 *   machineSize: [required('Enter the machine size.'), number('Machine size', { min: 1 })],
 *   zipCode: [required('Enter the pin code.'), pinCode()],
 *   images: [firstImageRequired(), maxImages(4), maxImageSize(5)],
 * };
 * const form = useForm(initial, rules, mutation.state);
 * <form noValidate onSubmit={form.handleSubmit((values) => save({ ...values, images: imageSlots(values.images) }))}>
 *   <NumberField label="Machine size" unit="Ton" {...form.number('machineSize')} />
 *   <Select label="Make" {...form.select('make', makes)} />
 *   <TextField label="Pin code" {...form.pinCode('zipCode')} />
 *   <ImagePicker label="Photos" {...form.images('images')} />
 * ```
 * Props written before the spread are defaults the rules may override; props after it win.
 */
export { useForm, type Form, type FormOptions } from './useForm';
export type {
  BindOptions,
  CheckboxesBinding,
  ChoiceBinding,
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
  postcode,
  required,
  sameAs,
  vehicleRegistration,
  type NumberFormat,
  type Rule,
  type Rules,
} from './rules';
export {
  firstImageRequired,
  imageTypes,
  maxImageSize,
  maxImages,
  PHOTO_LIMIT_MB,
  PHOTO_TYPES,
} from './imageRules';
export { validate } from './validate';
export { isIndianRegistration, normaliseVehicleNumber } from './vehicleNumber';
export { imageSlots, newImage } from './payload';
export {
  addressRules,
  defineAddress,
  indiaIdIn,
  type AddressField,
  type AddressLayout,
  type AddressValues,
} from './address';
