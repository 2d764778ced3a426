export * from './components/Field';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/NumberField';
export * from './components/TextArea';
export * from './components/Select';
export type { SelectOption, ChoiceOption } from './forms/options';
export { optionsFrom } from './forms/options';
