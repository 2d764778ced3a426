import { getPrivacyPolicy } from '@plastihub/api-client';
import { PageContentScreen } from './PageContentScreen';

const load = (_params: undefined) => getPrivacyPolicy();

export default function PrivacyPolicyScreen() {
  return <PageContentScreen title="Privacy Policy" resourceKey="content.privacyPolicy" load={load} />;
}
