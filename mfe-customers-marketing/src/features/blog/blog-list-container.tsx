import { useEffect } from 'react';
import {
  STORAGE_KEYS,
  countActiveFilters,
  hasPermission,
  toast,
  useLastPageFallback,
  useRememberedList,
  useSession,
  type BlogPost,
  isSignedOut,
} from '@storedesk/shared';
import { ListPager, ListScreen, emptyTextFor, usePageInAddress } from '@storedesk/shared/ui';
import { usePosts } from './api/list-posts';
import { BlogFilterModal } from './components/blog-filter-modal';
import { BlogPostActions } from './components/blog-post-actions';
import { BlogPostsTable } from './components/blog-posts-table';
import { BLOG_PAGE_SIZE, EMPTY_BLOG_FILTER, UNCOUNTED_FILTER_KEYS, toListQuery } from './filter/blog-filter';
import { useDeletePostFlow } from './hooks/use-delete-post-flow';
import { BLOG_FILTER_TAGS } from './filter/blog-filter-tags';
import { BLOG_TEXTS as T } from './blog-texts';
import { blogUrls } from './urls';

/** Spec 1 §8: a failed blog list shows only the server's message (a 401 is the host's to handle). */
function useListErrorToast(error: Error | null, failedAt: number) {
  useEffect(() => {
    if (!error || failedAt === 0) return;
    if (isSignedOut(error)) return;
    toast.error(error.message);
  }, [error, failedAt]);
}

/** /blog/posts: the remembered filter (session storage), one page of posts, New Post, delete per row. */
export default function BlogListContainer() {
  const tz = useSession((state) => state.store?.store_timezone);
  const role = useSession((state) => state.employee?.employee_type);
  // The page lives in the address (?page=3), so Back from a post returns to the same page.
  const pageInAddress = usePageInAddress();
  const { filter, page, setPage, query, openFilter, filterModal, resetFilter, filterTags } =
    useRememberedList({
      ...pageInAddress,
      storageKey: STORAGE_KEYS.blogFilter,
      storage: 'session',
      emptyFilter: EMPTY_BLOG_FILTER,
      toQuery: toListQuery,
      timeZone: tz,
    });

  const posts = usePosts(query);
  useListErrorToast(posts.error, posts.errorUpdatedAt);
  const remove = useDeletePostFlow();

  const pages = posts.data?.pages ?? 0;
  useLastPageFallback(page, pages, Boolean(posts.data), setPage);

  const filterCount = countActiveFilters(filter, UNCOUNTED_FILTER_KEYS);
  const canEdit = hasPermission(role, 'edit_blog');
  const canDelete = hasPermission(role, 'delete_blog');

  return (
    <ListScreen
      title={T.listTitle}
      filterCount={filterCount}
      onOpenFilter={openFilter}
      create={{ permission: 'create_blog', to: blogUrls.create(), label: T.newPost }}
      tags={filterTags(BLOG_FILTER_TAGS)}
      pager={<ListPager page={page} pageSize={BLOG_PAGE_SIZE} reply={posts.data} onChange={setPage} />}
      dialogs={<BlogFilterModal {...filterModal} />}
    >
      <BlogPostsTable
        rows={posts.data?.data ?? []}
        loading={posts.isFetching}
        timeZone={tz}
        canOpen={hasPermission(role, 'detail_blog')}
        emptyText={emptyTextFor(T, filterCount, resetFilter)}
        // A role with neither edit nor delete gets no (empty) Actions column.
        renderActions={
          canEdit || canDelete
            ? (row: BlogPost) => (
                <BlogPostActions
                  id={row._id}
                  title={row.title}
                  canEdit={canEdit}
                  canDelete={canDelete}
                  deleting={remove.deletingId === row._id}
                  onDelete={() => void remove.ask(row)}
                />
              )
            : null
        }
      />
    </ListScreen>
  );
}
