import dayjs from 'dayjs';
import { inZone, type BlogPost, type BlogPostInput } from '@storedesk/shared';
import { slugFollowsSource } from '@storedesk/shared/ui';

/** The post as the form holds it: is_active as the strings 'true'/'false' (spec 1 §3), post_date a picked day. */
export interface BlogFormValues {
  title: string;
  url_slug: string;
  blog_content: string;
  blog_cover_pic: string | null;
  is_active: 'true' | 'false';
  post_date: dayjs.Dayjs | null;
}

const DAY = 'YYYY-MM-DD';

/** A new post: active, posted today (the store's today), nothing else. */
export function emptyFormValues(today: dayjs.Dayjs): BlogFormValues {
  return {
    title: '',
    url_slug: '',
    blog_content: '',
    blog_cover_pic: null,
    is_active: 'true',
    post_date: today,
  };
}

/** A saved post in the form; post_date becomes the store-local day it falls on. */
export function postToFormValues(post: BlogPost, tz?: string | null): BlogFormValues {
  return {
    title: post.title,
    url_slug: post.url_slug,
    blog_content: post.blog_content,
    blog_cover_pic: post.blog_cover_pic,
    is_active: post.is_active ? 'true' : 'false',
    post_date: post.post_date ? dayjs(inZone(post.post_date, tz).format(DAY), DAY) : null,
  };
}

/**
 * The slug follows the title only until the post is first saved or the slug is edited by hand (issue 11): a
 * saved post keeps its slug when its title changes, so shared links stay valid.
 */
export const slugFollowsTitle = (values: Pick<BlogFormValues, 'title' | 'url_slug'>, saved: boolean) =>
  slugFollowsSource(values.title, values.url_slug, saved);

/** Whether the form holds anything other than what it opened with (leaving then asks first). */
export function formChanged(values: BlogFormValues, initial: BlogFormValues): boolean {
  const comparable = (v: BlogFormValues) => ({
    title: v.title ?? '',
    url_slug: v.url_slug ?? '',
    blog_content: v.blog_content ?? '',
    blog_cover_pic: v.blog_cover_pic ?? null,
    is_active: v.is_active,
    post_date: v.post_date ? v.post_date.format(DAY) : null,
  });
  return JSON.stringify(comparable(values)) !== JSON.stringify(comparable(initial));
}

/**
 * The store_blog to send. The day goes as YYYY-MM-DD (the server takes it as the start of that store-local day);
 * on an edit an unchanged day is left out so the post keeps its time. An empty day: the server's default (now)
 * on create, cleared on edit.
 */
export function formValuesToInput(values: BlogFormValues, initial?: BlogFormValues): BlogPostInput {
  const day = values.post_date ? values.post_date.format(DAY) : null;
  const initialDay = initial?.post_date ? initial.post_date.format(DAY) : null;
  const input: BlogPostInput = {
    title: values.title,
    url_slug: values.url_slug,
    blog_content: values.blog_content ?? '',
    blog_cover_pic: values.blog_cover_pic || null,
    is_active: values.is_active,
  };
  if (initial ? day !== initialDay : day !== null) input.post_date = day;
  return input;
}
