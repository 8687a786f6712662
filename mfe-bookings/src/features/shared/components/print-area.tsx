import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Screen-hidden, print-only: everything else on the page is hidden while printing. */
const PRINT_CSS = `
@media screen { .storedesk-print-area { display: none; } }
@media print {
  body * { visibility: hidden; }
  .storedesk-print-area, .storedesk-print-area * { visibility: visible; }
  .storedesk-print-area { position: absolute; inset: 0; padding: 16px; font: 12px/1.4 sans-serif; color: #000; }
  .storedesk-print-area table { width: 100%; border-collapse: collapse; }
  .storedesk-print-area th, .storedesk-print-area td { border: 1px solid #999; padding: 4px 6px; text-align: left; }
}`;

/**
 * A print-friendly view: mounts its content outside the app, opens the browser's print dialog, and tells the
 * caller when printing is over so the (possibly large) content is dropped again.
 */
export function PrintArea({
  title,
  children,
  onDone,
}: {
  title: string;
  children: ReactNode;
  onDone: () => void;
}) {
  useEffect(() => {
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    // Let the content reach the DOM before the dialog snapshots the page.
    const timer = setTimeout(() => {
      window.print();
    }, 0);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone]);
  return createPortal(
    <div className="storedesk-print-area" role="document" aria-label={title}>
      <style>{PRINT_CSS}</style>
      <h2>{title}</h2>
      {children}
    </div>,
    document.body,
  );
}
