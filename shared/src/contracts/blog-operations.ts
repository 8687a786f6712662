import { operation } from './operation';

/**
 * The operations whose schemas are in blog.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const createBlogPostOperation = operation('POST', '/store/blog');
export const updateBlogPostOperation = operation('PUT', '/store/blog');
export const listBlogPostsOperation = operation('GET', '/store/blog/all');
export const deleteBlogPostOperation = operation('DELETE', '/store/blog/delete');
export const getBlogPostOperation = operation('GET', '/store/blog/details');
