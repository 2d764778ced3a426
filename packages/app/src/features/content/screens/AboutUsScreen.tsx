import { getAboutUs } from '@plastihub/api-client';
import { PageContentScreen } from './PageContentScreen';

const load = (_params: undefined) => getAboutUs();

export default function AboutUsScreen() {
  return <PageContentScreen title="About Us" resourceKey="content.aboutUs" load={load} />;
}
