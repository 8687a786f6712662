import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useParams } from 'react-router-dom';
import { CHANGED_ELSEWHERE, toast, type BlogPost, type EditBlogBody } from '@storedesk/shared';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import BlogEditContainer from '../blog-edit-container';
import { BLOG_TEXTS as T } from '../blog-texts';
import { STALE_SAVE_TEXTS } from '@storedesk/shared/ui';

// Quill does not run in jsdom: a textarea stands in for the editor (see @storedesk/shared/rich-text/mock-editor).
jest.mock('@storedesk/shared/rich-text/editor', () =>
  jest.requireActual('@storedesk/shared/rich-text/mock-editor'),
);

// A save refused because someone else saved the post since the form loaded it (issue 9).
jest.setTimeout(300_000);

const ID = '00000000-0000-4000-8000-0000000000bb';
const post = (values: Partial<BlogPost>): BlogPost => ({
  _id: ID,
  title: 'Monsoon tips',
  url_slug: 'monsoon-tips',
  blog_content: '<p>Body</p>',
  blog_cover_pic: null,
  is_active: true,
  post_date: '2026-11-09T19:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 0,
  ...values,
});

const { message, title } = CHANGED_ELSEWHERE.blogPost;
const puts: EditBlogBody[] = [];
// Someone else retitles the post after this form loaded it: from the first save on, the server holds version 1.
let current = post({});
const server = setupServer(
  http.get(apiUrl('store/blog/details'), () => HttpResponse.json({ data: current })),
  http.put(apiUrl('store/blog'), async ({ request }) => {
    const body = (await request.json()) as EditBlogBody;
    puts.push(body);
    current = post({ title: 'Monsoon tips (updated)', version: 1 });
    if (body.store_blog.version !== 1)
      return HttpResponse.json({ message, title, code: 'CHANGED_ELSEWHERE' }, { status: 409 });
    return HttpResponse.json({
      message: 'Post created successfully',
      title: 'Blog Post updated',
      data: current,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function Detail() {
  return <p>{`detail of ${useParams().post_id}`}</p>;
}

it('shows the refusal, offers to reload, and then saves from the latest post and its version', async () => {
  const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/blog/posts/:post_id" element={<Detail />} />
      <Route path="/blog/posts/:post_id/edit" element={<BlogEditContainer />} />
    </Routes>,
    { route: `/blog/posts/${ID}/edit` },
  );
  await user.type(await screen.findByLabelText(T.form.title), ' for 2026');
  await user.click(screen.getByText(T.form.save));

  const offer = (await screen.findByText(message)).closest('[role="dialog"]') as HTMLElement;
  expect(within(offer).getAllByText(title).length).toBeGreaterThan(0);
  expect(puts.map((b) => [b.store_blog.version, b.store_blog.title])).toEqual([[0, 'Monsoon tips for 2026']]);
  expect(success).not.toHaveBeenCalled();

  await user.click(within(offer).getByRole('button', { name: STALE_SAVE_TEXTS.reload }));
  // A fresh form with the other person's title; saving now sends the version it came with.
  await waitFor(() => expect(screen.getByLabelText(T.form.title)).toHaveValue('Monsoon tips (updated)'));
  await user.click(screen.getByText(T.form.save));
  expect(await screen.findByText(`detail of ${ID}`)).toBeInTheDocument();
  expect(puts.map((b) => [b.store_blog.version, b.store_blog.title])).toEqual([
    [0, 'Monsoon tips for 2026'],
    [1, 'Monsoon tips (updated)'],
  ]);
});
