import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { button } from '../Button/Button.css';
import { square } from '../IconButton/IconButton.css';
import { CloseIcon } from '../IconButton/icons';
import * as styles from './Toast.css';

const closeButton = [
  button({ variant: 'ghost', size: 'small' }),
  square({ size: 'small' }),
  styles.close,
].join(' ');

export const toastTones = ['info', 'success', 'warning', 'critical'] as const;

/** What `useToast().show` takes. */
export interface ToastOptions {
  /** The toast's first line, in bold. */
  title: string;
  /** A line under the title. */
  description?: string;
  /**
   * The colour, by meaning; `critical` is announced at once, the others politely.
   * @default 'info'
   */
  tone?: (typeof toastTones)[number];
}

export interface ToastApi {
  /** Shows a toast; critical ones are announced at once, the others politely. */
  show: (toast: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

interface QueuedToast extends ToastOptions {
  id: number;
}

export interface ToastProviderProps {
  /** The app (or the part of it) whose components may call `useToast`. */
  children: ReactNode;
  /**
   * How long a toast stays, in ms (it pauses while hovered or focused).
   * @default 5000
   */
  duration?: number;
  /**
   * Read out with each toast by screen readers.
   * @default 'Notification'
   */
  label?: string;
}

/**
 * Put once around the app so that `useToast().show` can tell the user a short outcome that needs no answer
 * ("Saved"). Hosts toasts (Radix Toast) in a corner viewport; F8 moves focus to them.
 */
export function ToastProvider({ children, duration = 5000, label = 'Notification' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { ...toast, id }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {toasts.map(({ id, title, description, tone = 'info' }) => (
        <RadixToast.Root
          key={id}
          type={tone === 'critical' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) remove(id);
          }}
          className={styles.toast({ tone })}
        >
          <div className={styles.content}>
            <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
            {description && (
              <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
            )}
          </div>
          {/* Radix's own Close, so focus moves on to the next toast instead of falling to the page. */}
          <RadixToast.Close aria-label="Dismiss notification" className={closeButton}>
            <CloseIcon />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
