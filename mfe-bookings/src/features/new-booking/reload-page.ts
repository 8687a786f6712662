/** Spec 2 §4: the page reloads 200 ms after a booking. A module of its own so tests can observe it. */
export const RELOAD_DELAY_MS = 200;

export function reloadPage(): void {
  window.location.reload();
}
