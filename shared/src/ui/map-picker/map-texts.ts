/** Texts of the map picker (spec 1 §8 'Error in loading maps'), next to it so tests can import them. */
export const MAP_TEXTS = {
  title: 'Pick on map',
  loadError: 'Error in loading maps',
  loadErrorHint: 'Close this window and type the address by hand.',
  loading: 'Loading map…',
  hint: 'Click the map or drag the marker to the address.',
  noAddress: 'No address was found at this point; its coordinates will still be used.',
  use: 'Use this location',
  close: 'Close',
  mapLabel: 'Map',
} as const;
