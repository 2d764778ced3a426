import { Alert } from '@plastihub/ui';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import { unprocessableDismissed } from '../shared/data/requests.slice';

/** The server's 422 message over the page. Its own chunk: most visits never see one. */
export default function UnprocessableAlert() {
  const dispatch = useAppDispatch();
  const unprocessable = useAppSelector((state) => state.requests.unprocessable);
  if (!unprocessable) return null;
  return (
    <Alert
      tone="critical"
      title={unprocessable.message}
      errors={Object.values(unprocessable.errors)}
      onDismiss={() => dispatch(unprocessableDismissed())}
    />
  );
}
