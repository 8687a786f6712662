import { Type, type Static } from 'typebox';
import { DayText, Id, PageQuery } from './common';
import { CHANGED_ELSEWHERE } from './changed-elsewhere';
import { NAME_LENGTHS } from './name-lengths';
import { RecordVersion } from './record-version';

/**
 * Blog posts (spec 1 §2.5, §3 "store_blog", §5, §7). Paths under /api:
 *
 *   GET    store/blog/all?limit&offset&filter.*          list_blog    {data: BlogPost[], pages, total}
 *          keyword in title or slug; created_* on the created date and posted_* on post_date (YYYY-MM-DD store-local
 *          days, inclusive); status true = active, false = inactive. Newest created first.
 *   GET    store/blog/details?store_blog_id=             detail_blog  {data: BlogPost}
 *   POST   store/blog {store_blog: BlogPostInput}        create_blog  {message, title, data: BlogPost}
 *   PUT    store/blog {store_blog: BlogPostInput + _id, version}  edit_blog  {message, title, data: BlogPost}
 *          (fields left out keep their value; version is the post's as the form loaded it, a stale one -> 409
 *          BLOG_MESSAGES.changed, nothing written)
 *   DELETE store/blog/delete?id=                         delete_blog  {message, title}
 *
 * 400 'Post title is mandatory' / 'Post URL Slug is mandatory' (title 'Missing Fields'); 409 on a slug already used
 * in the store (also when two writes race: a unique index per store among live posts); 404 for an id of another store. blog_content is sanitised HTML (allow-list) both when saved and when
 * answered; title and url_slug are plain text; the slug is normalised like slugFromName.
 */
export const BLOG_PAGE_SIZE = 10;

export const BLOG_MESSAGES = {
  titleMissing: 'Post title is mandatory',
  slugMissing: 'Post URL Slug is mandatory',
  missingTitle: 'Missing Fields',
  created: 'Post created successfully',
  createdTitle: 'Blog Post created',
  // Spec 1 §8 gives one message for both writes, told apart by the title.
  updated: 'Post created successfully',
  updatedTitle: 'Blog Post updated',
  deleted: 'Post deleted successfully',
  deletedTitle: 'Blog Post deleted',
  duplicateSlug: 'Another post of this store already uses this URL slug. Please choose a different one.',
  duplicateSlugTitle: 'Duplicate URL Slug',
  badCoverPic: 'The featured image must be an http or https address.',
  invalidTitle: 'Invalid Fields',
  notFound: 'Blog post not found',
  changed: CHANGED_ELSEWHERE.blogPost.message,
  changedTitle: CHANGED_ELSEWHERE.blogPost.title,
} as const;

const BlogDay = DayText('2026-11-22');

export const BlogPost = Type.Object({
  _id: Id,
  title: Type.String(),
  url_slug: Type.String(),
  /** Sanitised HTML. */
  blog_content: Type.String(),
  blog_cover_pic: Type.Union([Type.String(), Type.Null()]),
  is_active: Type.Boolean(),
  post_date: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Sent back by PUT store/blog. */
  version: Type.Integer(),
});
export type BlogPost = Static<typeof BlogPost>;

export const ListBlogQuery = Type.Object(
  {
    ...PageQuery,
    'filter.keyword': Type.Optional(Type.String({ maxLength: 100 })),
    'filter.created_from_date': Type.Optional(BlogDay),
    'filter.created_to_date': Type.Optional(BlogDay),
    'filter.posted_from_date': Type.Optional(BlogDay),
    'filter.posted_to_date': Type.Optional(BlogDay),
    'filter.status': Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ListBlogQuery = Static<typeof ListBlogQuery>;

export const ListBlogReply = Type.Object({
  data: Type.Array(BlogPost),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type ListBlogReply = Static<typeof ListBlogReply>;

export const BlogDetailQuery = Type.Object({ store_blog_id: Id }, { additionalProperties: false });
export type BlogDetailQuery = Static<typeof BlogDetailQuery>;
export const BlogDetailReply = Type.Object({ data: BlogPost });
export type BlogDetailReply = Static<typeof BlogDetailReply>;

/** The edit form shows is_active as the strings 'true'/'false' (spec 1 §3); both spellings are accepted. */
const ActiveFlag = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')]);

const blogFields = {
  /** Mandatory; optional in the schema so a missing and a blank title both get the spec's message. */
  title: Type.Optional(Type.String({ maxLength: NAME_LENGTHS.blogTitle })),
  url_slug: Type.Optional(Type.String({ maxLength: NAME_LENGTHS.slug })),
  blog_content: Type.Optional(Type.String({ maxLength: 500000 })),
  /** An http(s) address (usually from POST misc/upload); '' or null removes the featured image. */
  blog_cover_pic: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  is_active: Type.Optional(ActiveFlag),
  /** ISO date-time, or a YYYY-MM-DD store-local day; null clears it. Defaults to now on create. */
  post_date: Type.Optional(
    Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), BlogDay, Type.Null()]),
  ),
};

export const BlogPostInput = Type.Object(blogFields, { additionalProperties: false });
export type BlogPostInput = Static<typeof BlogPostInput>;

export const CreateBlogBody = Type.Object({ store_blog: BlogPostInput }, { additionalProperties: false });
export type CreateBlogBody = Static<typeof CreateBlogBody>;

export const EditBlogBody = Type.Object(
  {
    store_blog: Type.Object(
      { _id: Id, version: RecordVersion, ...blogFields },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type EditBlogBody = Static<typeof EditBlogBody>;

export const BlogWriteReply = Type.Object({ message: Type.String(), title: Type.String(), data: BlogPost });
export type BlogWriteReply = Static<typeof BlogWriteReply>;

export const DeleteBlogQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type DeleteBlogQuery = Static<typeof DeleteBlogQuery>;
