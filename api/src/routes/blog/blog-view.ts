import type { BlogPost } from '@storedesk/shared/contracts';
import type { blogPosts } from '../../db/schema';
import { isHttpUrl, plainText, sanitizeRichText } from '../../sanitize';

export type BlogRow = typeof blogPosts.$inferSelect;

/**
 * A row as the API answers it. Content, title and slug are cleaned again on the way out, so rows written before a
 * rule change (or by a seed or an import) are never answered as they were stored.
 */
export function blogView(row: BlogRow): BlogPost {
  return {
    _id: row.id,
    title: plainText(row.title),
    url_slug: plainText(row.urlSlug),
    blog_content: sanitizeRichText(row.blogContent),
    blog_cover_pic: row.blogCoverPic && isHttpUrl(row.blogCoverPic) ? row.blogCoverPic : null,
    is_active: row.isActive,
    post_date: row.postDate ? row.postDate.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
