import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes-prompt';
import { UNSAVED_CHANGES_TEXTS as T } from '../unsaved-changes-texts';

jest.setTimeout(60_000);

function EditPage() {
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const { release } = useUnsavedChangesPrompt(dirty);
  return (
    <>
      <input aria-label="Name" onChange={() => setDirty(true)} />
      <button
        type="button"
        onClick={() => {
          release();
          void navigate('/list');
        }}
      >
        Save
      </button>
      <Link to="/list">Back to list</Link>
      <Link to="/login">Log out</Link>
      <Link to="/edit?tab=2">Other tab</Link>
      {/* A save that reloads the page (New Booking) rather than navigating. */}
      <button type="button" onClick={release}>
        Saved, reloading
      </button>
    </>
  );
}

function Pages() {
  return (
    <Routes>
      <Route path="/edit" element={<EditPage />} />
      <Route path="/list" element={<h1>The list</h1>} />
      <Route path="/login" element={<h1>Sign in</h1>} />
    </Routes>
  );
}

describe('useUnsavedChangesPrompt', () => {
  it('lets a page without changes go at once', async () => {
    const { user } = renderWithProviders(<Pages />, { route: '/edit' });
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(screen.queryByText(T.title)).not.toBeInTheDocument();
  });

  it('asks before leaving with changes: Stay keeps the form and its text, Leave goes', async () => {
    const { user } = renderWithProviders(<Pages />, { route: '/edit' });
    await user.type(screen.getByLabelText('Name'), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(await screen.findByRole('dialog', { name: T.title })).toHaveTextContent(T.content);
    await user.click(screen.getByRole('button', { name: T.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Half typed');

    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    await user.click(await screen.findByRole('button', { name: T.leave }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('does not hold the navigation after a save, a query change on the same page, or a sign-out', async () => {
    const { user } = renderWithProviders(<Pages />, { route: '/edit' });
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(screen.getByLabelText('Name')).toHaveValue('x');
    await user.click(screen.getByRole('link', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the save navigate away without asking', async () => {
    const { user } = renderWithProviders(<Pages />, { route: '/edit' });
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has the browser ask before closing or reloading the tab while there are changes', async () => {
    const { user } = renderWithProviders(<Pages />, { route: '/edit' });
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'x');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('lets a reload through after a save, though the form still holds its values', async () => {
    const { user } = renderWithProviders(<Pages />, { route: '/edit' });
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Saved, reloading' }));
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
  });
});
