// The printed booking's HTML: the invoice and address label templates, compiled once, filled with a view.
import Handlebars from 'handlebars';
import { ADDRESS_LABEL_TEMPLATE, INVOICE_TEMPLATE } from './invoice-template';
import type { PrintKind } from './print-token';
import type { PrintView } from './print-view';

const compiled = {
  invoice: Handlebars.compile(INVOICE_TEMPLATE, { strict: false }),
  label: Handlebars.compile(ADDRESS_LABEL_TEMPLATE, { strict: false }),
};

export function renderPrint(kind: PrintKind, view: PrintView): string {
  return compiled[kind](view);
}
