import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { slugFromName } from '../../format/slug';
import {
  CHANGED_ELSEWHERE,
  inZone,
  isKnownZone,
  useSession,
  type BlogPost,
  type BlogPostInput,
  type CreateBlogBody,
  type EditBlogBody,
} from '../../index';
import { findPost, mockPosts, type MockPost } from './db/posts';
import { mockPlainText, mockSanitizeRichText } from './blog-sanitize';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { DAY_PATTERN, query } from './request';
import {
  createBlogPostOperation,
  deleteBlogPostOperation,
  getBlogPostOperation,
  listBlogPostsOperation,
  updateBlogPostOperation,
} from '../../contracts/all-operations';

/** The API's texts (shared/src/contracts/blog.ts BLOG_MESSAGES; the contracts' values stay out of the bundle). */
const M = {
  titleMissing: 'Post title is mandatory',
  slugMissing: 'Post URL Slug is mandatory',
  missingTitle: 'Missing Fields',
  created: 'Post created successfully',
  createdTitle: 'Blog Post created',
  updatedTitle: 'Blog Post updated',
  deleted: 'Post deleted successfully',
  deletedTitle: 'Blog Post deleted',
  duplicateSlug: 'Another post of this store already uses this URL slug. Please choose a different one.',
  duplicateSlugTitle: 'Duplicate URL Slug',
  badCoverPic: 'The featured image must be an http or https address.',
  invalidTitle: 'Invalid Fields',
  notFound: 'Blog post not found',
};
const NOT_FOUND = () => fail(404, M.notFound, 'Not Found');

const zone = () => useSession.getState().store?.store_timezone;
/** The store-local day of an instant, YYYY-MM-DD (the API compares dates as store days). */
const storeDay = (iso: string) => inZone(iso, zone()).format('YYYY-MM-DD');
const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

const view = ({ is_deleted: _deleted, ...post }: MockPost): BlogPost => post;

function matches(p: MockPost, q: URLSearchParams): boolean {
  const keyword = q.get('filter.keyword')?.trim().toLowerCase();
  if (keyword && !`${p.title}\n${p.url_slug}`.toLowerCase().includes(keyword)) return false;
  const created = storeDay(p.createdAt);
  const posted = p.post_date ? storeDay(p.post_date) : null;
  const from = (name: string, day: string | null) => !q.get(name) || (day !== null && day >= q.get(name)!);
  const to = (name: string, day: string | null) => !q.get(name) || (day !== null && day <= q.get(name)!);
  if (!from('filter.created_from_date', created) || !to('filter.created_to_date', created)) return false;
  if (!from('filter.posted_from_date', posted) || !to('filter.posted_to_date', posted)) return false;
  const status = q.get('filter.status');
  return status === null || String(p.is_active) === status;
}

/** The API's blogValues: texts cleaned and checked, content sanitised, a day taken in the store's zone. */
function cleanInput(input: BlogPostInput, creating: boolean): Partial<MockPost> | Response {
  const values: Partial<MockPost> = {};
  if (creating || input.title !== undefined) {
    values.title = mockPlainText(input.title ?? '');
    if (!values.title) return fail(400, M.titleMissing, M.missingTitle);
  }
  if (creating || input.url_slug !== undefined) {
    values.url_slug = slugFromName(mockPlainText(input.url_slug ?? ''));
    if (!values.url_slug) return fail(400, M.slugMissing, M.missingTitle);
  }
  if (creating || input.blog_content !== undefined)
    values.blog_content = mockSanitizeRichText(input.blog_content ?? '');
  if (input.blog_cover_pic !== undefined) {
    const pic = input.blog_cover_pic?.trim() || null;
    if (pic !== null && !isHttpUrl(pic)) return fail(400, M.badCoverPic, M.invalidTitle);
    values.blog_cover_pic = pic;
  }
  if (input.is_active !== undefined)
    values.is_active = input.is_active === true || input.is_active === 'true';
  if (input.post_date !== undefined) {
    const day = input.post_date;
    const tz = zone();
    values.post_date =
      day === null
        ? null
        : DAY_PATTERN.test(day)
          ? (isKnownZone(tz) ? dayjs.tz(day, tz) : dayjs(day)).toISOString()
          : new Date(day).toISOString();
  } else if (creating) values.post_date = new Date().toISOString();
  return values;
}

const slugTaken = (slug: string | undefined, exceptId?: string) =>
  slug !== undefined && mockPosts().some((p) => !p.is_deleted && p.url_slug === slug && p._id !== exceptId);

/** GET store/blog/all, GET store/blog/details, POST/PUT store/blog, DELETE store/blog/delete (contracts/blog.ts). */
export const blogHandlers = [
  http.get(mockUrl(listBlogPostsOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const days = ['created_from_date', 'created_to_date', 'posted_from_date', 'posted_to_date'];
    if (days.some((k) => q.get(`filter.${k}`) !== null && !DAY_PATTERN.test(q.get(`filter.${k}`)!)))
      return fail(400, 'Dates must be YYYY-MM-DD.', 'Invalid Input');
    const rows = emptyScenario()
      ? []
      : mockPosts()
          .filter((p) => !p.is_deleted && matches(p, q))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return HttpResponse.json(paged(rows.map(view), q.get('limit'), q.get('offset')));
  }),

  http.get(mockUrl(getBlogPostOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const post = findPost(query(request).get('store_blog_id'));
    return post ? HttpResponse.json({ data: view(post) }) : NOT_FOUND();
  }),

  http.post(mockUrl(createBlogPostOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const values = cleanInput(((await request.json()) as CreateBlogBody).store_blog, true);
    if (values instanceof Response) return values;
    if (slugTaken(values.url_slug)) return fail(409, M.duplicateSlug, M.duplicateSlugTitle, 'DUPLICATE');
    const now = new Date().toISOString();
    const post: MockPost = {
      _id: crypto.randomUUID(),
      title: '',
      url_slug: '',
      blog_content: '',
      blog_cover_pic: null,
      is_active: true,
      post_date: null,
      ...values,
      createdAt: now,
      updatedAt: now,
      version: 0,
      is_deleted: false,
    };
    mockPosts().push(post);
    return HttpResponse.json({ message: M.created, title: M.createdTitle, data: view(post) });
  }),

  http.put(mockUrl(updateBlogPostOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { _id: id, version, ...input } = ((await request.json()) as EditBlogBody).store_blog;
    const values = cleanInput(input, false);
    if (values instanceof Response) return values;
    const post = findPost(id);
    if (!post) return NOT_FOUND();
    const { message, title } = CHANGED_ELSEWHERE.blogPost;
    if (post.version !== version) return fail(409, message, title, 'CHANGED_ELSEWHERE');
    if (slugTaken(values.url_slug, id)) return fail(409, M.duplicateSlug, M.duplicateSlugTitle, 'DUPLICATE');
    Object.assign(post, values, { updatedAt: new Date().toISOString(), version: post.version + 1 });
    // Spec 1 §8 gives one message for both writes, told apart by the title.
    return HttpResponse.json({ message: M.created, title: M.updatedTitle, data: view(post) });
  }),

  http.delete(mockUrl(deleteBlogPostOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const post = findPost(query(request).get('id'));
    if (!post) return NOT_FOUND();
    post.is_deleted = true;
    return HttpResponse.json({ message: M.deleted, title: M.deletedTitle });
  }),
];
