import { Button, EmptyState } from '@plastihub/ui';

/** What a crashed screen shows instead: the message and a retry. */
export default function RouteErrorMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      variant="error"
      title="This page could not be shown"
      description="Something went wrong while showing this page. Please try again."
      action={<Button onPress={onRetry}>Try again</Button>}
    />
  );
}
