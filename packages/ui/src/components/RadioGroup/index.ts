export { RadioGroup, choiceOrientations, type ChoiceOrientation, type RadioGroupProps } from './RadioGroup';
