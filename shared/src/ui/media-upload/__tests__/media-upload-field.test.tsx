import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setToastApi } from '../../toast';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { apiUrl } from '../../../testing/api-url';
import { UPLOAD_LIMITS } from '../../../contracts/upload-constants';
import { UPLOAD_SIZE_MESSAGES } from '../../../api/upload-file';
import { MediaUploadField, type MediaUploadFieldProps } from '../media-upload-field';
import { MEDIA_UPLOAD_TEXTS } from '../media-upload-texts';
import { CONFIRM_TEXTS } from '../../confirm/confirm-texts';

jest.setTimeout(60_000);

const sent: FormDataEntryValue[] = [];
let refuse = false;
let videoNext = false;
const server = setupServer(
  http.post(apiUrl('misc/upload'), async ({ request }) => {
    const form = await request.formData();
    const type = String(form.get('type') ?? '');
    sent.push(type);
    if (refuse)
      return HttpResponse.json(
        { message: 'Only PNG, JPEG, GIF or WEBP pictures.', title: 'Invalid File' },
        { status: 400 },
      );
    // As the API names files: random, with the sniffed extension.
    return HttpResponse.json({ url: `/api/uploads/store/file-${sent.length}.${videoNext ? 'mp4' : 'png'}` });
  }),
);
const errors = jest.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  refuse = false;
  videoNext = false;
  errors.mockClear();
  setToastApi({ error: errors, success: jest.fn(), warning: jest.fn(), info: jest.fn() });
});
afterAll(() => {
  server.close();
  setToastApi(null);
});

function Harness(props: Partial<MediaUploadFieldProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <MediaUploadField uploadType="OTHERS" value={value} onChange={setValue} {...props} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

/** A File of Node's own (jsdom's does not pass through Node's FormData), claiming `bytes` bytes. */
function file(name: string, bytes: number, type: string) {
  const form = new FormData();
  form.append('file', new Blob(['x'], { type }), name);
  const f = form.get('file') as File;
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
}

const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
const toasts = () => errors.mock.calls.map(([args]) => [args.title, args.description]);

describe('MediaUploadField', () => {
  it('uploads a picture with its type and shows a 100x100 preview', async () => {
    const { user } = renderWithProviders(<Harness uploadType="CUSTOMERGROUP" />);
    await user.upload(input(), file('door.png', 2000, 'image/png'));
    expect(await screen.findByRole('img', { name: MEDIA_UPLOAD_TEXTS.image.preview })).toHaveAttribute(
      'width',
      '100',
    );
    expect(screen.getByTestId('value')).toHaveTextContent('/api/uploads/store/file-1.png');
    expect(sent).toEqual(['CUSTOMERGROUP']);
    expect(screen.getByRole('button', { name: MEDIA_UPLOAD_TEXTS.image.replace })).toBeEnabled();
  });

  it('refuses a picture over the limit before sending, in the server words, and does not spin', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.upload(input(), file('huge.png', UPLOAD_LIMITS.imageBytes + 1, 'image/png'));
    await waitFor(() =>
      expect(toasts()).toEqual([['Error uploading the image', UPLOAD_SIZE_MESSAGES.image]]),
    );
    expect(sent).toEqual([]);
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(screen.getByRole('button', { name: MEDIA_UPLOAD_TEXTS.image.choose })).not.toHaveClass(
      'ant-btn-loading',
    );
  });

  it("shows the server's refusal and stops loading", async () => {
    const { user } = renderWithProviders(<Harness />);
    refuse = true;
    await user.upload(input(), file('refused.png', 100, 'image/png'));
    await waitFor(() =>
      expect(toasts()).toEqual([['Error uploading the image', 'Only PNG, JPEG, GIF or WEBP pictures.']]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: MEDIA_UPLOAD_TEXTS.image.choose })).not.toHaveClass(
        'ant-btn-loading',
      ),
    );
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('takes a video up to the video limit and previews it at 250x250', async () => {
    videoNext = true;
    const { user } = renderWithProviders(<Harness kind="video" />);
    await user.upload(input(), file('visit.mp4', UPLOAD_LIMITS.imageBytes + 1, 'video/mp4'));
    const video = await screen.findByLabelText(MEDIA_UPLOAD_TEXTS.video.preview);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('width', '250');
    await user.upload(input(), file('long.mp4', UPLOAD_LIMITS.videoBytes + 1, 'video/mp4'));
    await waitFor(() =>
      expect(toasts()).toEqual([['Error uploading the video', UPLOAD_SIZE_MESSAGES.video]]),
    );
    expect(sent).toEqual(['OTHERS']);
  });

  it('asks before removing when told to, and clears the value only when confirmed', async () => {
    const { user } = renderWithProviders(<Harness confirmRemove="Remove this picture?" />);
    await user.upload(input(), file('door.png', 2000, 'image/png'));
    await screen.findByRole('img', { name: MEDIA_UPLOAD_TEXTS.image.preview });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove this picture?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    expect(screen.getByTestId('value')).toHaveTextContent('/api/uploads/store/file-1.png');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('none'));
  });

  it('sends one upload when a second file comes while the first is still uploading (the kit submit)', async () => {
    renderWithProviders(<Harness />);
    // Two picks in the same tick: before React has re-rendered the control as busy.
    fireEvent.change(input(), { target: { files: [file('first.png', 100, 'image/png')] } });
    fireEvent.change(input(), { target: { files: [file('second.png', 100, 'image/png')] } });
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent('/api/uploads/store/file-1.png'),
    );
    expect(sent).toEqual(['OTHERS']);
  });
});
