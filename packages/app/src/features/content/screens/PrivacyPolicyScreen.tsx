import { getPrivacyPolicy, type CallOptions } from '@plastihub/api-client';
import { PageContentScreen } from './PageContentScreen';

const load = (_params: undefined, options?: CallOptions) => getPrivacyPolicy(options);

export default function PrivacyPolicyScreen() {
  return <PageContentScreen title="Privacy Policy" resourceKey="content.privacyPolicy" load={load} />;
}
