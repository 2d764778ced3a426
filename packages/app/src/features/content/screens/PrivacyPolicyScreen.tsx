import { privacyPolicyPage } from '../content.data';
import { PageContentScreen } from './PageContentScreen';

export default function PrivacyPolicyScreen() {
  return <PageContentScreen title="Privacy Policy" resource={privacyPolicyPage} />;
}
