import type { ChoiceOption, SelectOption } from '@plastihub/ui';
import type { FormValues, ImageKeys, ImageList, ListKeys, TextKeys } from './formValues';
import type { Rules } from './rules';
import { hintsOf } from './validate';

/** What the binders need of a form. */
export interface BindableForm<V extends FormValues> {
  values: V;
  rules: Rules<V>;
  set: <K extends keyof V & string>(field: K, value: V[K], how?: { checkNow?: boolean }) => void;
  errorFor: (field: keyof V & string, serverField?: string) => string | undefined;
  idOf: (field: keyof V & string) => string;
}

export interface BindOptions {
  /** The server's name of the field where it differs from the form's (`pin_code`), for its message. */
  serverName?: string;
}

/** What every bound field gets: the id the form focuses, its message, and the required marker. */
interface BoundField {
  id: string;
  error?: string;
  required?: true;
}

/** TextField, PasswordField, TextArea. */
export interface TextBinding extends BoundField {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

export interface NumberBinding extends TextBinding {
  inputMode?: 'numeric' | 'decimal';
  min?: number;
  max?: number;
}

export interface DigitsBinding extends TextBinding {
  type?: 'tel';
  digitsOnly: true;
  inputMode: 'numeric';
  autoComplete: string;
}

export interface EmailBinding extends TextBinding {
  type: 'email';
  autoComplete: 'email';
}

/** Select (one of many, natively) or RadioGroup (one of a few). */
export interface ChoiceBinding<Option> extends BoundField {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
}
export type SelectBinding = ChoiceBinding<SelectOption>;
export type RadioBinding = ChoiceBinding<ChoiceOption>;

export interface CheckboxesBinding extends BoundField {
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly ChoiceOption[];
}

export interface ImagesBinding extends BoundField {
  value: readonly File[];
  onChange: (files: File[]) => void;
  existingImages: readonly string[];
  onExistingImagesChange: (urls: string[]) => void;
  maxImages: number;
}

/**
 * Leaves out what the rules did not set, so a prop the screen writes before the spread
 * (`<TextField maxLength={15} {...form.text('mobile')} />`) is not overwritten by `undefined`.
 */
function defined<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The props of each kind of ui field for one form field: id, value, change handler, message,
 * required marker, and what the field's rules imply (length limit, number keypad and range,
 * photo limit). A screen spreads them and never wires value, onChange or error by hand:
 * `<NumberField label="Machine size" unit="Ton" {...form.number('machineSize')} />`.
 */
export function fieldBinders<V extends FormValues>(form: BindableForm<V>) {
  const bound = (name: keyof V & string, { serverName }: BindOptions) => {
    const hints = hintsOf(form.rules[name]);
    return {
      hints,
      field: {
        id: form.idOf(name),
        error: form.errorFor(name, serverName),
        required: hints.required ? (true as const) : undefined,
      },
    };
  };

  /** Id, message, required marker, value and change handler of a field that holds text. */
  const choiceOf = <K extends TextKeys<V>>(name: K, options: BindOptions) => {
    const { hints, field } = bound(name, options);
    const props = {
      ...field,
      value: form.values[name] as string,
      onChange: (value: string) => form.set(name, value as V[K]),
    };
    return { hints, props };
  };

  /** The same, with the longest text the rules take. */
  const textOf = <K extends TextKeys<V>>(name: K, options: BindOptions) => {
    const { hints, props } = choiceOf(name, options);
    return { hints, props: { ...props, maxLength: hints.maxLength } };
  };

  return {
    /** TextField, PasswordField or TextArea. */
    text: <K extends TextKeys<V>>(name: K, options: BindOptions = {}): TextBinding =>
      defined(textOf(name, options).props),

    /** NumberField: the text as typed, with the keypad and range of the field's `number` rule. */
    number: <K extends TextKeys<V>>(name: K, options: BindOptions = {}): NumberBinding => {
      const { hints, props } = textOf(name, options);
      return defined({
        ...props,
        inputMode: hints.number && (hints.number.integer ? 'numeric' : 'decimal'),
        min: hints.number?.min,
        max: hints.number?.max,
      });
    },

    /** TextField for a PIN code: digits only, six at most, kept as text so a leading 0 stays. */
    pinCode: <K extends TextKeys<V>>(name: K, options: BindOptions = {}): DigitsBinding =>
      defined({
        ...choiceOf(name, options).props,
        digitsOnly: true,
        inputMode: 'numeric',
        maxLength: 6,
        autoComplete: 'postal-code',
      }),

    /** TextField for the six-digit one-time code sent by SMS, which the phone may offer to fill in. */
    oneTimeCode: <K extends TextKeys<V>>(name: K, options: BindOptions = {}): DigitsBinding =>
      defined({
        ...choiceOf(name, options).props,
        digitsOnly: true,
        inputMode: 'numeric',
        maxLength: 6,
        autoComplete: 'one-time-code',
      }),

    /** TextField for a 10-digit mobile number. */
    mobile: <K extends TextKeys<V>>(name: K, options: BindOptions = {}): DigitsBinding =>
      defined({
        ...choiceOf(name, options).props,
        type: 'tel',
        digitsOnly: true,
        inputMode: 'numeric',
        maxLength: 10,
        autoComplete: 'tel-national',
      }),

    email: <K extends TextKeys<V>>(name: K, options: BindOptions = {}): EmailBinding =>
      defined({ ...textOf(name, options).props, type: 'email', autoComplete: 'email' }),

    select: <K extends TextKeys<V>>(
      name: K,
      options: readonly SelectOption[],
      bind: BindOptions = {},
    ): SelectBinding => defined({ ...choiceOf(name, bind).props, options }),

    /** RadioGroup: one choice among a few options. */
    radio: <K extends TextKeys<V>>(
      name: K,
      options: readonly ChoiceOption[],
      bind: BindOptions = {},
    ): RadioBinding => defined({ ...choiceOf(name, bind).props, options }),

    /** CheckboxGroup: the checked options' values. */
    checkboxes: <K extends ListKeys<V>>(
      name: K,
      options: readonly ChoiceOption[],
      bind: BindOptions = {},
    ): CheckboxesBinding =>
      defined({
        ...bound(name, bind).field,
        value: form.values[name] as readonly string[],
        onChange: (value: readonly string[]) => form.set(name, value as V[K]),
        options,
      }),

    /**
     * ImagePicker: stored photos (removable) and new files, up to `max` (or the `maxImages`
     * rule's number, or 4). The photo rules speak as soon as a photo is picked, not only on submit.
     */
    images: <K extends ImageKeys<V>>(
      name: K,
      { max, ...bind }: BindOptions & { max?: number } = {},
    ): ImagesBinding => {
      const { hints, field } = bound(name, bind);
      const images = form.values[name] as ImageList;
      const change = (next: ImageList) => form.set(name, next as V[K], { checkNow: true });
      return defined({
        ...field,
        value: images.files,
        onChange: (files: File[]) => change({ ...images, files }),
        existingImages: images.saved.map((image) => image.url),
        onExistingImagesChange: (urls: string[]) =>
          change({ ...images, saved: images.saved.filter((image) => urls.includes(image.url)) }),
        maxImages: max ?? hints.maxImages ?? 4,
      });
    },
  };
}

export type FieldBinders<V extends FormValues> = ReturnType<typeof fieldBinders<V>>;
