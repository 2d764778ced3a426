export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { isImageFile } from './acceptImages';
