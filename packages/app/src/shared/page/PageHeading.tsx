import { PageHeader, type PageHeaderProps } from '@plastihub/ui';

/**
 * The document's title for the page on screen: "About Us | PlastiHub", or the site's name alone. React puts the
 * `<title>` in the document's head and takes it away with the page, so the title always names what is shown.
 */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | PlastiHub` : 'PlastiHub'}</title>;
}

/** A page's heading (the ui's PageHeader, its one h1), which is the document's title too. */
export function PageHeading(props: Omit<PageHeaderProps, 'title'> & { title: string }) {
  return (
    <>
      <PageTitle title={props.title} />
      <PageHeader {...props} />
    </>
  );
}
