/** The host's base URL (webpack's publicPath resolved against the page), so remotes.json is found from any route. */
export function hostBaseUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL(publicPath, window.location.href).href;
}
