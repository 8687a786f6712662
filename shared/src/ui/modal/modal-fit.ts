import type { CSSProperties } from 'react';

/** Space kept free above and below a modal. */
export const MODAL_MARGIN_PX = 24;

/**
 * Every modal fits the window (issue 21 §2): the modal is at most the window's height less a margin, its title
 * and buttons keep their size and only the body between them scrolls, so OK / Save / Apply is always in view.
 */
export const MODAL_FIT = {
  style: { top: MODAL_MARGIN_PX, paddingBottom: 0 } satisfies CSSProperties,
  styles: {
    container: {
      display: 'flex',
      flexDirection: 'column',
      maxHeight: `calc(100vh - ${2 * MODAL_MARGIN_PX}px)`,
    },
    header: { flexShrink: 0 },
    body: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' },
    footer: { flexShrink: 0 },
  } satisfies Record<string, CSSProperties>,
};
