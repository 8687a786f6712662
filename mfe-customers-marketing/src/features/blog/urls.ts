import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the blog screens (spec 1 §2.1), from the kit's SCREEN_PATHS. */
export const blogUrls = {
  list: () => P.blogPosts,
  create: () => P.newBlogPost,
  detail: (id: string) => screenUrl(P.blogPost, { post_id: id }),
  edit: (id: string) => screenUrl(P.editBlogPost, { post_id: id }),
};
