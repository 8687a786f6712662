import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useParams } from 'react-router-dom';
import { toApiDate, todayInZone, toast, UPLOAD_LIMITS, type BlogPost } from '@storedesk/shared';
import { BLOG_MESSAGES } from '@storedesk/shared/contracts';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import BlogEditContainer from '../blog-edit-container';
import BlogNewContainer from '../blog-new-container';
import { BLOG_TEXTS as T } from '../blog-texts';

// Quill does not run in jsdom: a textarea stands in for the editor (see @storedesk/shared/rich-text/mock-editor).
jest.mock('@storedesk/shared/rich-text/editor', () =>
  jest.requireActual('@storedesk/shared/rich-text/mock-editor'),
);

jest.setTimeout(300_000);

const NEW_ID = '00000000-0000-4000-8000-0000000000aa';
const SAVED_ID = '00000000-0000-4000-8000-0000000000bb';
const UPLOADED = 'https://files.example.test/api/uploads/cover.png';

const saved: BlogPost = {
  _id: SAVED_ID,
  title: 'Old title',
  url_slug: 'hand-made-slug',
  blog_content: '<p>Old body</p>',
  blog_cover_pic: 'https://files.example.test/old.png',
  is_active: false,
  post_date: '2026-11-09T19:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 0,
};

const posted: unknown[] = [];
const put: unknown[] = [];
const uploads: { type: FormDataEntryValue | null; name: string | null }[] = [];

const server = setupServer(
  http.post(apiUrl('store/blog'), async ({ request }) => {
    const body = (await request.json()) as { store_blog: Record<string, unknown> };
    posted.push(body);
    return HttpResponse.json({
      message: 'Post created successfully',
      title: 'Blog Post created',
      data: { ...saved, _id: NEW_ID, title: String(body.store_blog.title) },
    });
  }),
  http.put(apiUrl('store/blog'), async ({ request }) => {
    put.push(await request.json());
    return HttpResponse.json({
      message: 'Post created successfully',
      title: 'Blog Post updated',
      data: saved,
    });
  }),
  http.get(apiUrl('store/blog/details'), () => HttpResponse.json({ data: saved })),
  http.post(apiUrl('misc/upload'), async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    uploads.push({ type: form.get('type'), name: typeof file === 'string' || !file ? null : file.name });
    return HttpResponse.json({ url: UPLOADED });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted.length = 0;
  put.length = 0;
  uploads.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function Detail() {
  return <p>{`detail of ${useParams().post_id}`}</p>;
}

function renderForm(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/posts" element={<p>the list</p>} />
      <Route path="/blog/posts/new" element={<BlogNewContainer />} />
      <Route path="/blog/posts/:post_id" element={<Detail />} />
      <Route path="/blog/posts/:post_id/edit" element={<BlogEditContainer />} />
    </Routes>,
    { route },
  );
}

type User = ReturnType<typeof renderForm>['user'];

async function pick(user: User, combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
// A Blob with a name: fetch's FormData (Node's, under jest-fixed-jsdom) takes Node's Blob, which jest-fixed-jsdom
// makes the global one, but would send jsdom's File as the text "[object File]".
const png = () =>
  Object.assign(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
    name: 'cover.png',
    lastModified: 0,
  }) as File;
const preview = () => screen.queryByAltText(T.form.coverPic);

async function confirmDialog(): Promise<HTMLElement> {
  const [title] = await screen.findAllByText(T.form.removeCoverConfirm);
  return title.closest('[role="dialog"]') as HTMLElement;
}

describe('new blog post', () => {
  it("says 'Post title is mandatory' and 'Post URL Slug is mandatory' and sends nothing", async () => {
    const { user } = renderForm('/blog/posts/new');
    await user.click(await screen.findByText(T.form.save));
    expect(await screen.findByText(T.titleMissing)).toBeInTheDocument();
    expect(await screen.findByText(T.slugMissing)).toBeInTheDocument();
    // The same texts as the API answers.
    expect([T.titleMissing, T.slugMissing]).toEqual([BLOG_MESSAGES.titleMissing, BLOG_MESSAGES.slugMissing]);
    expect(T.titleMissing).toBe('Post title is mandatory');
    expect(T.slugMissing).toBe('Post URL Slug is mandatory');
    // Punctuation alone makes no slug.
    await user.type(screen.getByLabelText(T.form.slug), '?!');
    await user.click(screen.getByText(T.form.save));
    expect(await screen.findByText(T.slugMissing)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('clears both messages once a title (and so its slug) is typed', async () => {
    const { user } = renderForm('/blog/posts/new');
    await user.click(await screen.findByText(T.form.save));
    expect(await screen.findByText(T.slugMissing)).toBeInTheDocument();
    await user.type(screen.getByLabelText(T.form.title), 'Hello');
    expect(screen.getByLabelText(T.form.slug)).toHaveValue('hello');
    await waitFor(() => expect(screen.queryByText(T.titleMissing)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText(T.slugMissing)).not.toBeInTheDocument());
  });

  it('makes the slug from the title, lets it be edited, and then stops following the title', async () => {
    const { user } = renderForm('/blog/posts/new');
    const title = await screen.findByLabelText(T.form.title);
    const slug = screen.getByLabelText(T.form.slug);
    await user.type(title, "What's New: AC Servicing, 2026!");
    expect(slug).toHaveValue('whats-new-ac-servicing-2026');
    await user.type(title, ' Extra');
    expect(slug).toHaveValue('whats-new-ac-servicing-2026-extra');

    await user.clear(slug);
    await user.type(slug, 'My Own  Slug!');
    await user.tab();
    expect(slug).toHaveValue('my-own-slug');
    await user.type(title, ' More words');
    expect(slug).toHaveValue('my-own-slug');
  });

  it('creates the post with the strings of is_active and the picked day, then opens its details', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm('/blog/posts/new');
    await user.type(await screen.findByLabelText(T.form.title), 'Monsoon Tips');
    await user.type(await screen.findByLabelText(T.form.content), '<p>Stay dry</p>');
    await pick(user, T.form.isActive, 'false');
    await user.upload(fileInput(), png());
    await waitFor(() => expect(preview()).toHaveAttribute('src', UPLOADED));
    expect(preview()).toHaveAttribute('width', '100');
    expect(preview()).toHaveAttribute('height', '100');
    expect(uploads).toEqual([{ type: 'PRODUCT', name: 'cover.png' }]);

    await user.click(screen.getByText(T.form.save));
    expect(await screen.findByText(`detail of ${NEW_ID}`)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        store_blog: {
          title: 'Monsoon Tips',
          url_slug: 'monsoon-tips',
          blog_content: '<p>Stay dry</p>',
          blog_cover_pic: UPLOADED,
          is_active: 'false',
          post_date: toApiDate(todayInZone('Asia/Kolkata')),
        },
      },
    ]);
    expect(success).toHaveBeenCalledWith('Blog Post created', 'Post created successfully');
  });

  it('asks before deleting the featured image, and only then clears it', async () => {
    const { user } = renderForm('/blog/posts/new');
    await screen.findByLabelText(T.form.title);
    await user.upload(fileInput(), png());
    await waitFor(() => expect(preview()).toBeInTheDocument());

    await user.click(screen.getByText(T.form.removeCover));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.form.removeCoverConfirm)).toHaveLength(0));
    expect(preview()).toBeInTheDocument();

    await user.click(screen.getByText(T.form.removeCover));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(preview()).not.toBeInTheDocument());
    expect(screen.queryByText(T.form.removeCover)).not.toBeInTheDocument();
  });

  it("says 'Error uploading the image' when the upload fails", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(apiUrl('misc/upload'), () =>
        HttpResponse.json(
          { message: 'Images can be at most 5 MB.', title: 'File Too Large' },
          { status: 413 },
        ),
      ),
    );
    const { user } = renderForm('/blog/posts/new');
    await screen.findByLabelText(T.form.title);
    await user.upload(fileInput(), png());
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.uploadFailed, 'Images can be at most 5 MB.'));
    expect(T.uploadFailed).toBe('Error uploading the image');
    expect(preview()).not.toBeInTheDocument();
  });

  it('refuses a picture over 5 MB before sending it, says why, and the button stops loading', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderForm('/blog/posts/new');
    await screen.findByLabelText(T.form.title);
    const huge = png();
    Object.defineProperty(huge, 'size', { value: UPLOAD_LIMITS.imageBytes + 1 });
    await user.upload(fileInput(), huge);
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.uploadFailed, 'Images can be at most 5 MB.'));
    expect(uploads).toEqual([]);
    expect(screen.getByRole('button', { name: T.form.upload })).not.toHaveClass('ant-btn-loading');
    expect(preview()).not.toBeInTheDocument();
  });

  it("shows the server's message when the save is refused", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(apiUrl('store/blog'), () =>
        HttpResponse.json(
          { message: BLOG_MESSAGES.duplicateSlug, title: BLOG_MESSAGES.duplicateSlugTitle },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderForm('/blog/posts/new');
    await user.type(await screen.findByLabelText(T.form.title), 'Taken');
    await user.click(screen.getByText(T.form.save));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(BLOG_MESSAGES.duplicateSlugTitle, BLOG_MESSAGES.duplicateSlug),
    );
    expect(screen.getByLabelText(T.form.title)).toBeInTheDocument();
  });
});

describe('edit blog post', () => {
  it("shows is_active as the string 'false', keeps a hand-made slug and sends the strings back", async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/blog/posts/${SAVED_ID}/edit`);
    const title = await screen.findByLabelText(T.form.title);
    expect(title).toHaveValue('Old title');
    expect(screen.getByLabelText(T.form.slug)).toHaveValue('hand-made-slug');
    expect(screen.getByLabelText(T.form.content)).toHaveValue('<p>Old body</p>');
    expect(screen.getByTitle('false')).toBeInTheDocument();
    // 19:00 UTC on 09/11 is 10/11 in the store's zone.
    expect(screen.getByDisplayValue('10/11/2026')).toBeInTheDocument();
    expect(preview()).toHaveAttribute('src', saved.blog_cover_pic);

    await user.type(title, ' again');
    expect(screen.getByLabelText(T.form.slug)).toHaveValue('hand-made-slug');
    await pick(user, T.form.isActive, 'true');
    await user.click(screen.getByText(T.form.removeCover));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.ok }));
    await user.click(screen.getByText(T.form.save));

    expect(await screen.findByText(`detail of ${SAVED_ID}`)).toBeInTheDocument();
    // The unchanged day is left out, so the post keeps its time.
    expect(put).toEqual([
      {
        store_blog: {
          _id: SAVED_ID,
          version: 0,
          title: 'Old title again',
          url_slug: 'hand-made-slug',
          blog_content: '<p>Old body</p>',
          blog_cover_pic: null,
          is_active: 'true',
        },
      },
    ]);
    expect(success).toHaveBeenCalledWith('Blog Post updated', 'Post created successfully');
  });

  it('follows the title when the saved slug is the title’s own', async () => {
    server.use(
      http.get(apiUrl('store/blog/details'), () =>
        HttpResponse.json({ data: { ...saved, title: 'Old title', url_slug: 'old-title' } }),
      ),
    );
    const { user } = renderForm(`/blog/posts/${SAVED_ID}/edit`);
    const title = await screen.findByLabelText(T.form.title);
    await user.type(title, ' new');
    expect(screen.getByLabelText(T.form.slug)).toHaveValue('old-title-new');
  });
});
