/** Paths of the blog screens (spec 1 §2.1); the host mounts this remote at the root, so they are absolute. */
export const blogUrls = {
  list: () => '/blog/posts',
  create: () => '/blog/posts/new',
  detail: (id: string) => `/blog/posts/${encodeURIComponent(id)}`,
  edit: (id: string) => `/blog/posts/${encodeURIComponent(id)}/edit`,
};
