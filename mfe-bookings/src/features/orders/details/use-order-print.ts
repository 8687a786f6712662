import { useCallback, useState } from 'react';
import { api, toast, getOrderPrintTokenOperation, isSignedOut } from '@storedesk/shared';
import { DETAILS_TEXTS as T } from './order-details-texts';

export type PrintKind = 'invoice' | 'label';

interface PrintTokenReply {
  token: string;
  url: string;
  expires_in: number;
}

/** The print in progress: which kind is being prepared, and the page to frame once the server gave its link. */
export function useOrderPrint(orderId: string) {
  const [printing, setPrinting] = useState<{ kind: PrintKind; url: string } | null>(null);
  const [preparing, setPreparing] = useState<PrintKind | null>(null);
  const stopPrinting = useCallback(() => setPrinting(null), []);

  /** Asks the server for a short-lived print link of this booking, then prints the page it renders. */
  async function print(kind: PrintKind) {
    setPreparing(kind);
    try {
      const link = await api.call<PrintTokenReply>(getOrderPrintTokenOperation, { id: orderId, kind });
      setPrinting({ kind, url: link.url });
    } catch (error) {
      if (!isSignedOut(error))
        toast.error(T.printError, error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(null);
    }
  }

  return { printing, preparing, print, stopPrinting };
}
