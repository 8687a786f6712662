/** A full reload (after a store switch, so every remote starts on the new store); a module so tests can mock it. */
export function reloadPage() {
  window.location.reload();
}
