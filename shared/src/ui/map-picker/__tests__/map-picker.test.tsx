import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../toast';
import { MapPicker } from '../map-picker';
import { mapsApiKey } from '../maps-config';
import { MAP_TEXTS } from '../map-texts';

jest.setTimeout(120_000);

// jsdom has no pseudo-element styles; antd's Modal asks for them to measure the scrollbar.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  delete window.STOREDESK_CONFIG;
  jest.restoreAllMocks();
});

describe('mapsApiKey', () => {
  it('reads the key from page configuration, and nothing from a blank or absent one', () => {
    expect(mapsApiKey()).toBeNull();
    window.STOREDESK_CONFIG = { apiBaseUrl: '/api' };
    expect(mapsApiKey()).toBeNull();
    Object.assign(window.STOREDESK_CONFIG, { mapsApiKey: '  ' });
    expect(mapsApiKey()).toBeNull();
    Object.assign(window.STOREDESK_CONFIG, { mapsApiKey: 'key-123' });
    expect(mapsApiKey()).toBe('key-123');
  });
});

describe('MapPicker without a maps key', () => {
  it("says 'Error in loading maps' in the modal and as a toast, offers no location, and closes", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onPick = jest.fn();
    const { rerender } = render(<MapPicker open onClose={onClose} onPick={onPick} />);

    expect(await screen.findByText(MAP_TEXTS.loadError)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(MAP_TEXTS.loadError);
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('application', { name: MAP_TEXTS.mapLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MAP_TEXTS.use })).not.toBeInTheDocument();

    // The footer's Close (the modal's corner X has the same accessible name).
    await user.click(screen.getByText(MAP_TEXTS.close));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<MapPicker open={false} onClose={onClose} onPick={onPick} />);
    await waitFor(() => expect(screen.queryByText(MAP_TEXTS.loadError)).not.toBeInTheDocument());
    expect(onPick).not.toHaveBeenCalled();
  });

  it('renders nothing and reports nothing while closed', () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    render(<MapPicker open={false} onClose={jest.fn()} onPick={jest.fn()} />);
    expect(screen.queryByText(MAP_TEXTS.loadError)).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});
