import { getPrivacyPolicy, type CallOptions } from '@plastihub/api-client';
import { PageContentScreen } from './PageContentScreen';

const load = (_params: undefined, options?: CallOptions) => getPrivacyPolicy(options);

/** The spec's Terms of Use page reads the privacy policy data. */
export default function TermsOfUseScreen() {
  return <PageContentScreen title="Terms of Use" resourceKey="content.privacyPolicy" load={load} />;
}
