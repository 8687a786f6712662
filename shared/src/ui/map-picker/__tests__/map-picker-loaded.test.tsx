import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../toast';
import { openGoogleMap } from '../google-map';
import { MapPicker } from '../map-picker';
import { MAP_TEXTS } from '../map-texts';

// The Google side cannot run in jsdom; these tests stand in for it to check the modal around it.
jest.mock('../google-map', () => ({ openGoogleMap: jest.fn() }));
const openMap = openGoogleMap as jest.MockedFunction<typeof openGoogleMap>;

jest.setTimeout(120_000);

// jsdom has no pseudo-element styles; antd's Modal asks for them to measure the scrollbar.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

const PARTS = {
  street: '12 Lake Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip_code: '560038',
  country: 'India',
  latitude: 12.97,
  longitude: 77.59,
};

beforeEach(() => {
  window.STOREDESK_CONFIG = { apiBaseUrl: '/api' };
  Object.assign(window.STOREDESK_CONFIG, { mapsApiKey: 'key-123' });
});
afterEach(() => {
  delete window.STOREDESK_CONFIG;
  jest.restoreAllMocks();
  openMap.mockReset();
});

describe('MapPicker with a maps key', () => {
  it('starts the map at the given point and hands back the located address', async () => {
    const dispose = jest.fn();
    openMap.mockImplementation(async ({ onLocate }) => {
      setTimeout(() => onLocate(PARTS, true), 0);
      return { dispose };
    });
    const user = userEvent.setup();
    const onPick = jest.fn();
    const { unmount } = render(
      <MapPicker open onClose={jest.fn()} onPick={onPick} initial={{ latitude: 12.97, longitude: 77.59 }} />,
    );
    expect(await screen.findByText('12 Lake Road, Bengaluru, Karnataka, 560038, India')).toBeInTheDocument();
    expect(openMap).toHaveBeenCalledWith(
      expect.objectContaining({ apiKey: 'key-123', start: { latitude: 12.97, longitude: 77.59 } }),
    );
    await user.click(screen.getByRole('button', { name: MAP_TEXTS.use }));
    expect(onPick).toHaveBeenCalledWith(PARTS);
    unmount();
    expect(dispose).toHaveBeenCalled();
  });

  it('keeps "Use this location" off until a point is chosen, and says when no address is known there', async () => {
    let locate: ((parts: typeof PARTS, found: boolean) => void) | null = null;
    openMap.mockImplementation(async ({ onLocate }) => {
      locate = onLocate;
      return { dispose: jest.fn() };
    });
    render(<MapPicker open onClose={jest.fn()} onPick={jest.fn()} />);
    await waitFor(() => expect(locate).not.toBeNull());
    expect(screen.getByRole('button', { name: MAP_TEXTS.use })).toBeDisabled();
    act(() => locate!({ ...PARTS, street: '', city: '', state: '', zip_code: '', country: '' }, false));
    expect(await screen.findByText(MAP_TEXTS.noAddress)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MAP_TEXTS.use })).toBeEnabled();
  });

  it("says 'Error in loading maps' when the maps script fails to load", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    openMap.mockRejectedValue(new Error('script failed'));
    render(<MapPicker open onClose={jest.fn()} onPick={jest.fn()} />);
    expect(await screen.findByText(MAP_TEXTS.loadError)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(MAP_TEXTS.loadError);
  });

  it("says 'Error in loading maps' when Google refuses the key", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    openMap.mockImplementation(async ({ onAuthFailure }) => {
      setTimeout(onAuthFailure, 0);
      return { dispose: jest.fn() };
    });
    render(<MapPicker open onClose={jest.fn()} onPick={jest.fn()} />);
    expect(await screen.findByText(MAP_TEXTS.loadError)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(MAP_TEXTS.loadError);
  });
});
