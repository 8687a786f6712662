/**
 * What every list's filter modal takes from its list (useRememberedList's `filterModal`); a list's own modal adds
 * its choices (statuses, a customer search ...) to these.
 */
export interface ListFilterModalProps<T> {
  open: boolean;
  /** The filter in force. */
  value: T;
  onApply: (next: T) => void;
  onReset: () => void;
  onClose: () => void;
}
