import { Text } from '../Text';

/** Said where the overlay would have opened when its code did not download; the next press asks again. */
export function OverlayCodeFailed() {
  return (
    <Text role="alert" size="small" tone="critical">
      This could not open. Check your connection and try again.
    </Text>
  );
}
