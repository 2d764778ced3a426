import { Text } from '@plastihub/ui';
import { releaseId } from '../../../shared/site/release';
import { aboutUsPage } from '../content.data';
import { PageContentScreen } from './PageContentScreen';

export default function AboutUsScreen() {
  return (
    <PageContentScreen
      title="About Us"
      resource={aboutUsPage}
      footer={
        <Text size="small" tone="muted">
          Release {releaseId}
        </Text>
      }
    />
  );
}
