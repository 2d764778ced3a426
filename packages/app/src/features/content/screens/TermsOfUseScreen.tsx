import { privacyPolicyPage } from '../content.data';
import { PageContentScreen } from './PageContentScreen';

/** The spec's Terms of Use page reads the privacy policy data. */
export default function TermsOfUseScreen() {
  return <PageContentScreen title="Terms of Use" resource={privacyPolicyPage} />;
}
