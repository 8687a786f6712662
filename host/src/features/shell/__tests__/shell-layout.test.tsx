import { act, screen, waitFor } from '@testing-library/react';
import { useShellLoaded } from '../../../app/shell-loaded';
import { deploy, renderHost, resetHost, signIn } from '../../../testing/render-host';

jest.mock('../../remotes/mf-runtime');

beforeAll(async () => {
  await import('../shell');
});
beforeEach(() => {
  resetHost();
  deploy('mfe_bookings');
});

test('the toast host beside the routes adds no element to the page, so nothing sits below the layout', async () => {
  signIn('ADMIN');
  const { container } = renderHost('/dashboard');
  await screen.findByText('Fake dashboard', undefined, { timeout: 4000 });
  await waitFor(() => expect(useShellLoaded.getState().loaded).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // One antd App element: the shell's, holding the full-height layout. The toast host renders none.
  expect(document.querySelectorAll('.ant-app')).toHaveLength(1);
  expect(container.querySelector('.ant-app > .ant-layout')).not.toBeNull();
});

test('the layout fills its parent and only the content area scrolls', async () => {
  signIn('ADMIN');
  renderHost('/dashboard');
  await screen.findByText('Fake dashboard', undefined, { timeout: 4000 });
  const layout = document.querySelector<HTMLElement>('.ant-app > .ant-layout');
  expect(layout).toHaveStyle({ height: '100%', overflow: 'hidden' });
  expect(screen.getByTestId('shell-content')).toHaveStyle({ overflow: 'auto' });
  expect(screen.getByTestId('shell-content')).toContainElement(screen.getByText('Fake dashboard'));
});

test('below the lg width the side menu is collapsed from the first render, so the page does not move after it', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('max-width: 991.98px'),
  })) as typeof window.matchMedia;
  // Every text the page ever showed: the wide menu's title would appear and then turn into the narrow one.
  const shown: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.oldValue) shown.push(record.oldValue);
      record.addedNodes.forEach((node) => shown.push(node.textContent ?? ''));
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    characterDataOldValue: true,
  });
  try {
    signIn('ADMIN');
    renderHost('/dashboard');
    await screen.findByText('Fake dashboard', undefined, { timeout: 4000 });
    expect(screen.getByTestId('side-menu')).toHaveClass('ant-layout-sider-collapsed');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(shown.join(' ')).toContain('SD');
    expect(shown.join(' ')).not.toContain('Storedesk');
  } finally {
    observer.disconnect();
    window.matchMedia = matchMedia;
  }
});
