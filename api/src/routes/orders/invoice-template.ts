/**
 * The invoice of a booking, a Handlebars template rendered on the server (GET store/order/print), so the same
 * document can be printed from the browser or, later, attached to an e-mail. Inline styles only: the answer's
 * policy allows no script and no outside file. {{...}} escapes every value.
 */
export const INVOICE_TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Invoice {{invoice.number}}</title>
<style>
  @page { size: A4; margin: 14mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 12px/1.45 Arial, Helvetica, sans-serif; color: #111; background: #fff; }
  .sheet { max-width: 190mm; margin: 0 auto; padding: 16px; }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #111; padding-bottom: 10px; }
  h1 { font-size: 22px; margin: 0 0 4px; letter-spacing: 1px; }
  .store-name { font-size: 16px; font-weight: bold; }
  .muted { color: #333; }
  .meta { text-align: right; }
  .meta div { margin-bottom: 2px; }
  .parties { display: flex; gap: 24px; margin: 14px 0; }
  .parties section { flex: 1; }
  h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .5px; margin: 0 0 4px; color: #333; }
  table { width: 100%; border-collapse: collapse; margin-top: 6px; }
  th, td { border-bottom: 1px solid #bbb; padding: 6px; text-align: left; vertical-align: top; }
  th { background: #f0f0f0; font-size: 11px; text-transform: uppercase; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  .totals { width: 50%; margin-left: auto; margin-top: 10px; }
  .totals td { border: none; padding: 3px 6px; }
  .totals tr.grand td { border-top: 2px solid #111; font-size: 14px; font-weight: bold; padding-top: 6px; }
  .payment { margin-top: 14px; padding: 8px; border: 1px solid #bbb; }
  footer { margin-top: 24px; font-size: 11px; color: #333; text-align: center; }
</style>
</head>
<body>
<div class="sheet">
  <header>
    <div>
      <div class="store-name">{{store.name}}</div>
      {{#each store.addressLines}}<div class="muted">{{this}}</div>{{/each}}
      {{#if store.phone}}<div class="muted">Phone: {{store.phone}}</div>{{/if}}
      {{#if store.taxNumber}}<div>Tax Number (GSTIN): <strong>{{store.taxNumber}}</strong></div>{{/if}}
    </div>
    <div class="meta">
      <h1>TAX INVOICE</h1>
      <div>Invoice Number: <strong>{{invoice.number}}</strong></div>
      <div>Invoice Date: {{invoice.date}}</div>
      <div>Booking Number: #{{booking.number}}</div>
      {{#if invoice.placeOfSupply}}<div>Place of Supply: <strong>{{invoice.placeOfSupply}}</strong></div>{{/if}}
    </div>
  </header>
  <div class="parties">
    <section aria-label="Bill to">
      <h2>Bill To</h2>
      <div><strong>{{customer.name}}</strong></div>
      {{#each customer.addressLines}}<div>{{this}}</div>{{/each}}
      {{#if customer.phone}}<div>Phone: {{customer.phone}}</div>{{/if}}
      {{#if customer.email}}<div>E-mail: {{customer.email}}</div>{{/if}}
    </section>
    <section aria-label="Service">
      <h2>Service</h2>
      <div>Delivery Date: <strong>{{booking.deliveryDate}}</strong></div>
      <div>Slot: {{booking.slot}}</div>
      {{#if booking.type}}<div>Booking Type: {{booking.type}}</div>{{/if}}
    </section>
  </div>
  <table>
    <thead>
      <tr><th>#</th><th>Service</th><th>Variant</th><th class="num">Qty</th><th class="num">Unit Price</th><th class="num">Amount</th></tr>
    </thead>
    <tbody>
      {{#each lines}}
      <tr><td>{{this.index}}</td><td>{{this.name}}</td><td>{{this.variant}}</td><td class="num">{{this.quantity}}</td><td class="num">{{this.unitPrice}}</td><td class="num">{{this.amount}}</td></tr>
      {{/each}}
    </tbody>
  </table>
  <table class="totals">
    <tr><td>Sub Total</td><td class="num">{{totals.subTotal}}</td></tr>
    {{#each totals.discounts}}<tr><td>{{this.label}}</td><td class="num">- {{this.amount}}</td></tr>{{/each}}
    <tr><td>Taxable Amount</td><td class="num">{{totals.taxable}}</td></tr>
    {{#each totals.taxes}}<tr><td>{{this.label}}</td><td class="num">{{this.amount}}</td></tr>{{/each}}
    {{#if totals.deliveryCost}}<tr><td>Booking Charge</td><td class="num">{{totals.deliveryCost}}</td></tr>{{/if}}
    <tr class="grand"><td>Total</td><td class="num">{{totals.total}}</td></tr>
  </table>
  <div class="payment">
    Payment Status: <strong>{{payment.status}}</strong>{{#if payment.method}} · Payment Method: {{payment.method}}{{/if}}
  </div>
  <footer>Thank you for your booking. This is a computer-generated invoice.</footer>
</div>
</body>
</html>`;

/** The address label: who and where, with the booking number and slot for the technician. */
export const ADDRESS_LABEL_TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Address of booking #{{booking.number}}</title>
<style>
  @page { size: A6 landscape; margin: 8mm; }
  body { margin: 0; font: 15px/1.4 Arial, Helvetica, sans-serif; color: #000; }
  .label { border: 2px solid #000; padding: 12px 14px; max-width: 120mm; }
  .top { display: flex; justify-content: space-between; font-weight: bold; border-bottom: 1px solid #000; padding-bottom: 6px; margin-bottom: 8px; }
  .name { font-size: 18px; font-weight: bold; }
</style>
</head>
<body>
<div class="label">
  <div class="top"><span>Booking #{{booking.number}}</span><span>{{booking.deliveryDate}} · {{booking.slot}}</span></div>
  <div class="name">{{customer.name}}</div>
  {{#each customer.addressLines}}<div>{{this}}</div>{{/each}}
  {{#if customer.phone}}<div>Phone: {{customer.phone}}</div>{{/if}}
  <div style="margin-top:8px">From: {{store.name}}</div>
</div>
</body>
</html>`;
