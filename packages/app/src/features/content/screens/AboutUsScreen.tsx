import { aboutUsPage } from '../content.data';
import { PageContentScreen } from './PageContentScreen';

export default function AboutUsScreen() {
  return <PageContentScreen title="About Us" resource={aboutUsPage} />;
}
