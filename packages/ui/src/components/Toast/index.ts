export {
  ToastProvider,
  useToast,
  toastTones,
  type ToastOptions,
  type ToastApi,
  type ToastProviderProps,
} from './Toast';
