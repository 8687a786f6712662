import { useEffect, useRef } from 'react';

/**
 * Prints a page the server rendered (GET store/order/print?id&kind&token): loads it in a hidden same-origin frame
 * and opens the browser's print dialog for that frame only. The server lets only the app's own pages frame it.
 */
export function PrintFrame({ url, title, onDone }: { url: string; title: string; onDone: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    const printed = () => onDone();
    const loaded = () => {
      const view = node.contentWindow;
      if (!view) return;
      view.addEventListener('afterprint', printed);
      view.focus();
      view.print();
    };
    node.addEventListener('load', loaded);
    return () => node.removeEventListener('load', loaded);
  }, [url, onDone]);
  return (
    <iframe
      ref={frame}
      src={url}
      title={title}
      style={{ position: 'fixed', right: 0, bottom: 0, width: 0, height: 0, border: 0 }}
    />
  );
}
