export { Image, imageFits, imageRadii, type ImageProps } from './Image';
export { placeholderImage } from './placeholder';
