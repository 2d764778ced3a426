import { Button, type ButtonProps } from '../Button';
import { useCloseOverlay } from './overlayState';

export type OverlayCloseButtonProps = ButtonProps;

/** A footer button (Cancel, Apply, Done...) that runs its own `onPress`, then closes its dialog or popover. */
export function OverlayCloseButton({ onPress, variant = 'secondary', ...rest }: OverlayCloseButtonProps) {
  const close = useCloseOverlay();
  return (
    <Button
      {...rest}
      variant={variant}
      onPress={() => {
        onPress?.();
        close?.();
      }}
    />
  );
}
