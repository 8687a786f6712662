import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@storedesk/shared/testing';
import App from '../../../app';
import { mockPosts, resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import { BLOG_TEXTS as T } from '../blog-texts';

// Quill does not run in jsdom: a textarea stands in for the editor (see @storedesk/shared/rich-text/mock-editor).
jest.mock('@storedesk/shared/rich-text/editor', () =>
  jest.requireActual('@storedesk/shared/rich-text/mock-editor'),
);

jest.setTimeout(300_000);

// The standalone mocks answer, so this also shows the dev page's blog data reaching the screens.
const FIRST = '00000041-0000-4000-8000-000000000001';
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterAll(() => server.close());

describe('blog routes of the exposed App', () => {
  it.each([
    ['/blog/posts', () => screen.findByRole('heading', { name: T.listTitle })],
    ['/blog/posts/new', () => screen.findByLabelText(T.form.content)],
    [`/blog/posts/${FIRST}`, () => screen.findByText(T.detail.content)],
    [`/blog/posts/${FIRST}/edit`, () => screen.findByLabelText(T.form.slug)],
  ])("mounts %s under the host's basename ''", async (route, shown) => {
    expect(mockPosts()[0]._id).toBe(FIRST);
    renderWithProviders(<App basename="" />, { route });
    expect(await shown()).toBeInTheDocument();
  });
});
