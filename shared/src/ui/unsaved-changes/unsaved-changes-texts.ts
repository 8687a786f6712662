export const UNSAVED_CHANGES_TEXTS = {
  title: 'Leave without saving?',
  content: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/** The same question for a modal with edits closed by Esc, a click outside, its X or Cancel. */
export const UNSAVED_MODAL_TEXTS = {
  title: 'Close without saving?',
  content: 'Your changes in this window are not saved yet. If you close it now, they are lost.',
  leave: 'Close',
  stay: 'Stay',
} as const;
