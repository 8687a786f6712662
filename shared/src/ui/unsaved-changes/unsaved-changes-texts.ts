export const UNSAVED_CHANGES_TEXTS = {
  title: 'Leave without saving?',
  content: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;
