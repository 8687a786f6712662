import { PageLoading, PageNotFound } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';
import { blogUrls } from '../urls';

const BACK = { to: blogUrls.list(), label: T.backToList };

/** A post id that is unknown, malformed, deleted or of another store (the API answers 404), in the page's header. */
export function PostNotFound({ title }: { title: string }) {
  return <PageNotFound title={title} back={BACK} message={T.notFound} />;
}

/** The post page while the post loads, in the page's header. */
export function PostLoading({ title }: { title: string }) {
  return <PageLoading title={title} back={BACK} />;
}
