import { LoadingOverlay } from '@plastihub/ui';

/**
 * The loading overlay, while a submit (a form, a sign-in) is on its way. Page loads show their own skeletons
 * instead. It dims the page below the top bar, whose menu and Logout stay usable (Logout ends a hanging submit).
 */
export default function SubmitOverlay() {
  return <LoadingOverlay active />;
}
