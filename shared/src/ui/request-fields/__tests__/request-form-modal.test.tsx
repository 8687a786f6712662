import { screen, waitFor } from '@testing-library/react';
import { toast } from '../../toast';
import type { RequestFieldSchema, RequestFieldValue } from '../../../contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RequestFormModal, REQUEST_FIELD_TEXTS as T } from '..';
import { MEDIA_UPLOAD_TEXTS } from '../../media-upload/media-upload-texts';

jest.setTimeout(120_000);

const field = (n: number, name: string, field_type: string, extra: Partial<RequestFieldSchema> = {}) => ({
  _id: `f${n}`,
  name,
  field_type,
  field_options: [],
  is_mandatory: false,
  is_active: true,
  product_variant_id: null,
  ...extra,
});

const FIELDS: RequestFieldSchema[] = [
  field(1, 'Gate code', 'SINGLE_LINE'),
  field(2, 'Visit date', 'DATE'),
  field(3, 'Arrival time', 'TIME'),
  field(4, 'Rooms', 'NUMBER'),
  field(5, 'Floor type', 'SINGLE_ITEM', { field_options: ['Tile', 'Wood'] }),
  field(6, 'Pets at home', 'RADIO', { field_options: ['Yes', 'No'] }),
  field(7, 'Extras', 'MULTI_ITEM', { field_options: ['Fridge', 'Oven', 'Windows'] }),
  field(8, 'Photo of the area', 'IMAGE'),
  field(9, 'Walkthrough video', 'VIDEO'),
];

const SAVED: RequestFieldValue[] = [
  { name: 'Gate code', value: '4411' },
  { name: 'Visit date', value: '24/11/2026' },
  { name: 'Arrival time', value: '09:15 AM' },
  { name: 'Rooms', value: 3 },
  { name: 'Floor type', value: 'Wood' },
  { name: 'Pets at home', value: 'No' },
  { name: 'Extras', value: ['Fridge', 'Windows'] },
  { name: 'Photo of the area', value: 'https://files.example.com/area.jpg' },
  { name: 'Walkthrough video', value: 'https://files.example.com/walk.mp4' },
];

function renderForm(fields: RequestFieldSchema[], initial?: RequestFieldValue[]) {
  const onSubmit = jest.fn();
  const result = renderWithProviders(
    <RequestFormModal
      open
      title="Request"
      fields={fields}
      initial={initial}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
    />,
  );
  return { ...result, onSubmit };
}

describe('request form modal', () => {
  it('shows one input per field type with the saved answers, and gives them back in the same shape', async () => {
    const { user, onSubmit } = renderForm(FIELDS, SAVED);
    expect(screen.getByLabelText('Gate code')).toHaveValue('4411');
    expect(screen.getByLabelText('Visit date')).toHaveValue('24/11/2026');
    expect(screen.getByLabelText('Arrival time')).toHaveValue('09:15 AM');
    expect(screen.getByLabelText('Rooms')).toHaveValue('3');
    expect(screen.getByTitle('Wood')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Fridge' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Oven' })).not.toBeChecked();
    // IMAGE and VIDEO answers are uploads, shown as a preview (100x100 picture, 250x250 video).
    const photo = screen.getByRole('img', { name: MEDIA_UPLOAD_TEXTS.image.preview });
    expect(photo).toHaveAttribute('src', 'https://files.example.com/area.jpg');
    expect(photo).toHaveAttribute('width', '100');
    const video = screen.getByLabelText(MEDIA_UPLOAD_TEXTS.video.preview);
    expect(video).toHaveAttribute('src', 'https://files.example.com/walk.mp4');
    expect(video).toHaveAttribute('width', '250');

    // Choices come back in the options' order.
    await user.click(screen.getByRole('checkbox', { name: 'Oven' }));
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      SAVED.map((entry) =>
        entry.name === 'Extras' ? { name: 'Extras', value: ['Fridge', 'Oven', 'Windows'] } : entry,
      ),
    );
  });

  it('leaves out empty optional answers', async () => {
    const { user, onSubmit } = renderForm(FIELDS);
    await user.type(screen.getByLabelText('Gate code'), '12');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([{ name: 'Gate code', value: '12' }]));
  });

  it('requires the mandatory fields', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user, onSubmit } = renderForm([
      field(1, 'Gate code', 'SINGLE_LINE', { is_mandatory: true }),
      field(2, 'Photo of the area', 'IMAGE', { is_mandatory: true }),
    ]);
    await user.type(screen.getByLabelText('Gate code'), '   ');
    expect(screen.getByRole('button', { name: MEDIA_UPLOAD_TEXTS.image.choose })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.save }));
    expect((await screen.findAllByText(T.mandatory)).length).toBeGreaterThan(0);
    // With the text filled, the missing upload alone still blocks the save.
    await user.type(screen.getByLabelText('Gate code'), '12');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenCalledWith(T.mandatory);
    expect(onSubmit).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
