import { Text } from '@plastihub/ui';
import { aboutUsPage } from '../content.data';
import { PageContentScreen } from './PageContentScreen';

/** The commit this build came from (build/release.ts): what a support request or a field report refers to. */
const release = import.meta.env.VITE_RELEASE ?? 'development';

export default function AboutUsScreen() {
  return (
    <PageContentScreen
      title="About Us"
      resource={aboutUsPage}
      footer={
        <Text size="small" tone="muted">
          Release {release}
        </Text>
      }
    />
  );
}
