import { and, eq } from 'drizzle-orm';
import { BLOG_MESSAGES as M, type BlogDetailReply, type BlogWriteReply } from '@storedesk/shared/contracts';
import { auditLog, blogPosts } from '../../src/db/schema';
import { blogCalls, setUpBlogApp } from './blog-calls';

const bed = setUpBlogApp();

const { create, edit, details, remove, list, freshSlug, createPost } = blogCalls(
  () => bed.app,
  () => bed.headers,
);

describe('POST store/blog', () => {
  it('needs a title and a URL slug (spec 1 §5 texts)', async () => {
    for (const body of [
      { url_slug: 'x' },
      { title: '', url_slug: 'x' },
      { title: '  <b> </b> ', url_slug: 'x' },
    ]) {
      const res = await create(body);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message: M.titleMissing, title: M.missingTitle, code: 'INVALID_INPUT' },
      ]);
    }
    for (const body of [{ title: 'T' }, { title: 'T', url_slug: '' }, { title: 'T', url_slug: '?!' }]) {
      const res = await create(body);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message: M.slugMissing, title: M.missingTitle, code: 'INVALID_INPUT' },
      ]);
    }
    expect(await bed.app.db.select().from(blogPosts).where(eq(blogPosts.storeId, bed.store.id))).toEqual([]);
  });

  it('creates a post, answers it with the spec texts and writes an audit row', async () => {
    const res = await create({
      title: '  Summer <i>Deep</i> Clean  ',
      url_slug: 'Summer Deep Clean!',
      blog_content: '<h2>Hello</h2><p>World</p>',
      blog_cover_pic: 'https://cdn.example.test/cover.png',
      is_active: 'false',
      post_date: '2026-11-01T10:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BlogWriteReply;
    expect(body).toMatchObject({
      message: M.created,
      title: M.createdTitle,
      data: {
        title: 'Summer Deep Clean',
        url_slug: 'summer-deep-clean',
        blog_content: '<h2>Hello</h2><p>World</p>',
        blog_cover_pic: 'https://cdn.example.test/cover.png',
        is_active: false,
        post_date: '2026-11-01T10:00:00.000Z',
      },
    });
    expect(M.created).toBe('Post created successfully');
    expect(M.createdTitle).toBe('Blog Post created');
    const audit = await bed.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store_blog'), eq(auditLog.entityId, body.data._id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', storeId: bed.store.id, after: body.data });
  });

  it('defaults to active, posted now, no picture, empty content', async () => {
    const before = Date.now();
    const post = await createPost();
    expect(post).toMatchObject({ is_active: true, blog_cover_pic: null, blog_content: '' });
    expect(Date.parse(post.post_date!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a post_date day as the start of that day in the store time zone', async () => {
    const post = await createPost({ post_date: '2026-03-10' });
    expect(post.post_date).toBe('2026-03-09T18:30:00.000Z');
  });

  it('refuses a featured image that is not an http(s) address', async () => {
    for (const pic of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', 'not a url']) {
      const res = await create({ title: 'Pic', url_slug: freshSlug(), blog_cover_pic: pic });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message: M.badCoverPic, title: M.invalidTitle, code: 'INVALID_INPUT' },
      ]);
    }
  });

  it('keeps slugs unique per store: 409 in the same store, fine in another', async () => {
    await createPost({ url_slug: 'shared-slug' });
    const again = await create({ title: 'Other', url_slug: 'Shared Slug' });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: M.duplicateSlug, title: M.duplicateSlugTitle },
    ]);
    const elsewhere = await create({ title: 'Other', url_slug: 'shared-slug' }, bed.otherHeaders);
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('GET store/blog/details', () => {
  it('answers the post of the store and 404 for another store or an unknown id', async () => {
    const post = await createPost({ blog_content: '<p>Body</p>' });
    const res = await details(post._id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as BlogDetailReply).data).toEqual(post);
    const foreign = await details(post._id, bed.otherHeaders);
    expect([foreign.statusCode, foreign.json()]).toEqual([
      404,
      { message: M.notFound, title: 'Not Found', code: 'NOT_FOUND' },
    ]);
    const unknown = await details('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT store/blog', () => {
  it('updates the fields sent, keeps the rest and audits before and after', async () => {
    const post = await createPost({ blog_content: '<p>Old</p>', blog_cover_pic: 'https://x.test/a.png' });
    const res = await edit({
      _id: post._id,
      title: 'New <b>title</b>',
      is_active: false,
      blog_cover_pic: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BlogWriteReply;
    expect(body).toMatchObject({
      message: M.updated,
      title: M.updatedTitle,
      data: {
        _id: post._id,
        title: 'New title',
        url_slug: post.url_slug,
        blog_content: '<p>Old</p>',
        blog_cover_pic: null,
        is_active: false,
      },
    });
    expect(M.updatedTitle).toBe('Blog Post updated');
    const [audit] = await bed.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'store_blog'),
          eq(auditLog.entityId, post._id),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit).toMatchObject({ before: post, after: body.data });
  });

  it('keeps the mandatory texts on edit, refuses a slug of another post, accepts its own', async () => {
    const post = await createPost();
    const taken = await createPost();
    const blank = await edit({ _id: post._id, title: ' ' });
    expect(blank.json()).toEqual({ message: M.titleMissing, title: M.missingTitle });
    const noSlug = await edit({ _id: post._id, url_slug: '' });
    expect(noSlug.json()).toEqual({ message: M.slugMissing, title: M.missingTitle });
    const clash = await edit({ _id: post._id, url_slug: taken.url_slug });
    expect([clash.statusCode, clash.json()]).toEqual([
      409,
      { message: M.duplicateSlug, title: M.duplicateSlugTitle },
    ]);
    const own = await edit({ _id: post._id, url_slug: post.url_slug, is_active: 'true' });
    expect(own.statusCode).toBe(200);
  });

  it('answers 409 to a version the post no longer has, writing nothing', async () => {
    const post = await createPost({ title: 'First' });
    expect(post.version).toBe(0);
    const saved = await edit({ _id: post._id, version: post.version, title: 'Second' });
    expect((saved.json() as BlogWriteReply).data).toMatchObject({ title: 'Second', version: 1 });
    const audits = async () => bed.app.db.select().from(auditLog).where(eq(auditLog.entityId, post._id));
    const auditCount = (await audits()).length;
    const stale = await edit({ _id: post._id, version: post.version, title: 'Third', is_active: false });
    expect([stale.statusCode, stale.json()]).toEqual([
      409,
      { message: M.changed, title: M.changedTitle, code: 'CHANGED_ELSEWHERE' },
    ]);
    expect(((await details(post._id)).json() as BlogDetailReply).data).toMatchObject({
      title: 'Second',
      is_active: true,
      version: 1,
    });
    expect(await audits()).toHaveLength(auditCount);
  });

  it("answers 404 for another store's post and changes nothing", async () => {
    const post = await createPost({ title: 'Mine' });
    const res = await edit({ _id: post._id, title: 'Hijacked' }, bed.otherHeaders);
    expect(res.statusCode).toBe(404);
    expect(((await details(post._id)).json() as BlogDetailReply).data.title).toBe('Mine');
  });
});

describe('DELETE store/blog/delete', () => {
  it("deletes the store's post, frees its slug and answers 404 for another store", async () => {
    const post = await createPost({ url_slug: 'to-delete' });
    const foreign = await remove(post._id, bed.otherHeaders);
    expect(foreign.statusCode).toBe(404);
    const res = await remove(post._id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.deleted, title: M.deletedTitle }]);
    expect((await details(post._id)).statusCode).toBe(404);
    expect((await remove(post._id)).statusCode).toBe(404);
    expect((await create({ title: 'Again', url_slug: 'to-delete' })).statusCode).toBe(200);
    const audit = await bed.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post._id), eq(auditLog.action, 'delete')));
    expect(audit).toHaveLength(1);
  });
});

describe('input Postgres would refuse answers 400 (or is cleaned), never 500', () => {
  it('refuses a post_date or a filter day that is not on the calendar, writing nothing', async () => {
    const before = await bed.app.db.select().from(blogPosts).where(eq(blogPosts.storeId, bed.store.id));
    for (const post_date of ['2026-02-30', '2026-04-31', '2025-02-29']) {
      const res = await create({ title: 'Leap', url_slug: freshSlug(), post_date });
      // post_date takes a day or an instant, so the refusal names the field (by its label) as the validator's union does.
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          message: expect.stringMatching(/^Post date must be a real /),
          title: 'Invalid Input',
        },
      ]);
    }
    expect(await bed.app.db.select().from(blogPosts).where(eq(blogPosts.storeId, bed.store.id))).toHaveLength(
      before.length,
    );
    const post = await createPost({ post_date: '2028-02-29' });
    expect(post.post_date).toBe('2028-02-28T18:30:00.000Z');
    const edited = await edit({ _id: post._id, post_date: '2026-11-31' });
    expect(edited.statusCode).toBe(400);
    expect(((await details(post._id)).json() as BlogDetailReply).data.post_date).toBe(post.post_date);

    for (const name of ['created_from_date', 'created_to_date', 'posted_from_date', 'posted_to_date']) {
      const res = await list({ [`filter.${name}`]: '2026-02-30' });
      const label = name[0]!.toUpperCase() + name.slice(1).replace(/_/g, ' ');
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          message: `${label} must be a real calendar day (YYYY-MM-DD) between 1900 and 2199`,
          title: 'Invalid Input',
        },
      ]);
    }
  });

  it('refuses NUL in title, content and keyword, and a picture address with control characters', async () => {
    const before = await bed.app.db.select().from(blogPosts).where(eq(blogPosts.storeId, bed.store.id));
    for (const values of [{ title: 'Nul\u0000title' }, { blog_content: '<p>a\u0000b</p>' }]) {
      const res = await create({ title: 'Nul', url_slug: freshSlug(), ...values });
      expect([res.statusCode, res.json().title]).toEqual([400, 'Invalid Input']);
    }
    expect(await bed.app.db.select().from(blogPosts).where(eq(blogPosts.storeId, bed.store.id))).toHaveLength(
      before.length,
    );
    expect((await list({ 'filter.keyword': 'nul\u0000' })).statusCode).toBe(400);
    const post = await createPost();
    const nul = await edit({ _id: post._id, blog_cover_pic: 'https://x.test/a\u0000.png' });
    expect([nul.statusCode, nul.json().title]).toEqual([400, 'Invalid Input']);
    const newline = await edit({ _id: post._id, blog_cover_pic: 'https://x.test/a\n.png' });
    expect([newline.statusCode, newline.json()]).toEqual([
      400,
      { message: M.badCoverPic, title: M.invalidTitle },
    ]);
    expect(((await details(post._id)).json() as BlogDetailReply).data.blog_cover_pic).toBeNull();
  });
});
