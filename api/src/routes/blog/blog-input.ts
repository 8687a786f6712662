import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { BLOG_MESSAGES as M, type BlogPostInput } from '@storedesk/shared/contracts';
import { breakableSpaces } from '@storedesk/shared/rich-text/spaces';
import type { DbOrTx } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { badRequest, duplicate } from '../../http/errors';
import { isHttpUrl, plainText, sanitizeRichText, slugText } from '../../sanitize';

/** The columns a create or an edit writes; absent = left as it is (edit only). */
export interface BlogValues {
  title?: string;
  urlSlug?: string;
  blogContent?: string;
  blogCoverPic?: string | null;
  isActive?: boolean;
  postDate?: Date | SQL | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day is the start of that day in the store's time zone. */
function postDateValue(value: string | null, tz: string): Date | SQL | null {
  if (value === null) return null;
  // Request validation has already refused a day that does not exist (format `day`).
  if (DAY.test(value)) return sql`((${value}::date)::timestamp AT TIME ZONE ${tz})`;
  return new Date(value);
}

/**
 * Checks and cleans the post a screen sent: title and slug are plain text and mandatory (spec 1 §5 texts), the
 * slug follows the slug rule, the content is sanitised HTML with breakable spaces, the featured image an http(s) address.
 * `creating` makes the mandatory fields mandatory even when left out and sets defaults.
 */
export function blogValues(input: BlogPostInput, tz: string, creating: boolean): BlogValues {
  const values: BlogValues = {};
  if (creating || input.title !== undefined) {
    values.title = plainText(input.title ?? '');
    if (!values.title) throw badRequest(M.titleMissing, M.missingTitle);
  }
  if (creating || input.url_slug !== undefined) {
    values.urlSlug = slugText(input.url_slug ?? '');
    if (!values.urlSlug) throw badRequest(M.slugMissing, M.missingTitle);
  }
  if (creating || input.blog_content !== undefined)
    // Spaces the editor wrote as &nbsp; become breakable ones, so the post wraps (issue 11).
    values.blogContent = breakableSpaces(sanitizeRichText(input.blog_content ?? ''));
  if (input.blog_cover_pic !== undefined) {
    const pic = input.blog_cover_pic?.trim() || null;
    // A control character is never part of a picture's address (and NUL cannot be stored at all).
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    if (pic !== null && (!isHttpUrl(pic) || /[\u0000-\u001f\u007f]/.test(pic)))
      throw badRequest(M.badCoverPic, M.invalidTitle);
    values.blogCoverPic = pic;
  }
  if (input.is_active !== undefined) values.isActive = input.is_active === true || input.is_active === 'true';
  if (input.post_date !== undefined) values.postDate = postDateValue(input.post_date, tz);
  else if (creating) values.postDate = new Date();
  return values;
}

/** 409 when another live post of the store has the slug (checked inside the write's transaction). */
export async function assertSlugFree(tx: DbOrTx, storeId: string, slug: string, exceptId?: string) {
  const [same] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.storeId, storeId),
        eq(blogPosts.urlSlug, slug),
        eq(blogPosts.isDeleted, false),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw duplicate(M.duplicateSlug, M.duplicateSlugTitle);
}

/** The live post of the store with this id, or undefined (another store's id looks like a missing one). */
export async function findPost(tx: DbOrTx, storeId: string, id: string) {
  const [row] = await tx
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.storeId, storeId), eq(blogPosts.isDeleted, false)))
    .limit(1);
  return row;
}
