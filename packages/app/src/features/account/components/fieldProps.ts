import type { useForm } from '../../../shared/useForm';

type Form<V extends Record<string, string>> = ReturnType<typeof useForm<V>>;

/** What a ui text field or select needs from the shared form hook: id, value, change handler, message. */
export function fieldProps<V extends Record<string, string>>(form: Form<V>, name: keyof V & string) {
  return {
    // The hook focuses the first wrong field by this id.
    id: name,
    value: form.values[name],
    onChange: (value: string) => form.set(name, value),
    error: form.errorFor(name),
  };
}
