import { getPrivacyPolicy } from '@plastihub/api-client';
import { PageContentScreen } from './PageContentScreen';

const load = (_params: undefined) => getPrivacyPolicy();

/** The spec's Terms of Use page reads the privacy policy data. */
export default function TermsOfUseScreen() {
  return <PageContentScreen title="Terms of Use" resourceKey="content.privacyPolicy" load={load} />;
}
