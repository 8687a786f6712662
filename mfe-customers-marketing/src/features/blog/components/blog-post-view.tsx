import { Descriptions, Typography } from 'antd';
import { formatDate, type BlogPost } from '@storedesk/shared';
import { BLOG_TEXTS as T } from '../blog-texts';
import { StatusTag } from './blog-posts-table';

export interface BlogPostViewProps {
  post: BlogPost;
  timeZone?: string | null;
}

const D = T.detail;

/** One post as read (its title is the page's): its fields, the 100x100 featured image and the content as saved. */
export function BlogPostView({ post, timeZone }: BlogPostViewProps) {
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={D.slug}>{post.url_slug}</Descriptions.Item>
        <Descriptions.Item label={D.status}>
          <StatusTag active={post.is_active} />
        </Descriptions.Item>
        <Descriptions.Item label={D.postDate}>{formatDate(post.post_date, timeZone)}</Descriptions.Item>
        <Descriptions.Item label={D.createdDate}>{formatDate(post.createdAt, timeZone)}</Descriptions.Item>
        <Descriptions.Item label={D.updatedDate}>{formatDate(post.updatedAt, timeZone)}</Descriptions.Item>
        <Descriptions.Item label={D.coverPic}>
          {post.blog_cover_pic ? (
            <img
              src={post.blog_cover_pic}
              alt={D.coverPic}
              width={100}
              height={100}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : (
            D.noCover
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{D.content}</Typography.Title>
      <div
        className="blog-content"
        data-testid="blog-content"
        // Safe: blog_content is the API's output of sanitizeRichText (an allow-list: no script, style, iframe or
        // on* attribute, only http(s)/mailto links and http(s) images), applied when the post is saved AND again
        // when it is answered, so even a row stored before a rule change arrives clean (spec 1 §2.5).
        dangerouslySetInnerHTML={{ __html: post.blog_content }}
      />
    </>
  );
}
