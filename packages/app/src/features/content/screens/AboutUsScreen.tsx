import { getAboutUs, type CallOptions } from '@plastihub/api-client';
import { PageContentScreen } from './PageContentScreen';

const load = (_params: undefined, options?: CallOptions) => getAboutUs(options);

export default function AboutUsScreen() {
  return <PageContentScreen title="About Us" resourceKey="content.aboutUs" load={load} />;
}
