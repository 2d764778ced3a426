export {
  Text,
  Heading,
  textSizes,
  textTones,
  textWeights,
  headingLevels,
  type TextProps,
  type HeadingProps,
} from './Text';
