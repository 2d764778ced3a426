import type { Blog } from '@plastihub/api-client';
import { formatDate, Image, isEmptyHtml, SafeHtml, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { useSelectedId } from '../../../shared/listing/useSelectedRecord';
import { ScreenState, RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { blogDetails } from '../blogs.data';

/** `/blogs-details?blog_id=`: one blog, its HTML sanitized. */
export default function BlogDetailsScreen() {
  const id = useSelectedId('blogId');
  const blog = useResource(blogDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) {
    return <RecordNotFoundPage title="Blog Details" />;
  }
  return (
    <ScreenState resource={blog} isMissing={(data) => data === null}>
      {(data) => data && <BlogArticle blog={data} />}
    </ScreenState>
  );
}

function BlogArticle({ blog }: { blog: Blog }) {
  const byline = [blog.writer && `By ${blog.writer}`, formatDate(blog.publishedAt), blog.categoryName].filter(
    Boolean,
  );
  return (
    <Stack as="article" space="lg">
      <PageHeading title={blog.title || 'Blog Details'} description={byline.join(' · ')} />
      {blog.image && (
        <Image src={blog.image} alt="" width={1200} height={630} radius="medium" loading="eager" />
      )}
      {isEmptyHtml(blog.contentHtml) ? (
        <Text tone="muted">This blog has no text yet.</Text>
      ) : (
        <SafeHtml html={blog.contentHtml} />
      )}
    </Stack>
  );
}
