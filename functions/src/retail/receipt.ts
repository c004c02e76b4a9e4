// A sale's receipt as an e-mail: the salon, the lines, discounts, tax, tips,
// how it was paid and the change, in HTML and plain text alike.
import { formatMinorUnits } from '@chairside/core/money';
import { PAYMENT_METHOD_LABELS } from '@chairside/core/payments';
import type { OrgRecord } from '@chairside/core/records/org';
import type { SaleRecord } from '@chairside/core/records/retail';
import { formatAppointmentTime } from '@chairside/core/format';
import type { Mail } from '../mail/mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function receiptRows(sale: SaleRecord) {
  const money = (n: number) => formatMinorUnits(n, sale.currency);
  const items = sale.lines.map((l) => ({
    label: `${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.name}${l.staffName && l.kind === 'appointment' ? ` with ${l.staffName}` : ''}${l.components.length ? ` (${l.components.map((c) => `${c.quantity} × ${c.name}`).join(', ')})` : ''}`,
    amount: money(l.gross),
  }));
  const totals = [
    { label: 'Subtotal', amount: money(sale.subtotal) },
    ...(sale.discount ? [{ label: 'Discount', amount: `−${money(sale.discount)}` }] : []),
    { label: 'Tax', amount: money(sale.tax) },
    ...sale.tips.map((t) => ({ label: `Tip for ${t.staffName}`, amount: money(t.amount) })),
    { label: 'Total', amount: money(sale.total) },
  ];
  const paid = [
    ...sale.tenders.map((t) => ({
      label: `Paid by ${PAYMENT_METHOD_LABELS[t.method].toLowerCase()}`,
      amount: money(t.amount),
    })),
    ...(sale.change ? [{ label: 'Change', amount: money(sale.change) }] : []),
  ];
  return { items, totals, paid };
}

export function receiptMail(sale: SaleRecord, salon: OrgRecord, to: string): Mail {
  const { items, totals, paid } = receiptRows(sale);
  const when = formatAppointmentTime(sale.createdAt, salon.timeZone || 'UTC');
  const subject = `Your receipt from ${salon.name} (${sale.number})`;
  const row = (r: { label: string; amount: string }, strong = false) =>
    `<tr><td style="padding:4px 0;${strong ? 'font-weight:700' : ''}">${escape(r.label)}</td><td align="right" style="padding:4px 0;${strong ? 'font-weight:700' : ''}">${escape(r.amount)}</td></tr>`;
  const html = `<!doctype html><html><body style="margin:0;background:#f6f5f3;font-family:Helvetica,Arial,sans-serif;color:#1f1d1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td><h1 style="font-size:20px;margin:0 0 4px">${escape(salon.name)}</h1>
<p style="margin:0 0 16px;color:#6b6661;font-size:14px">${escape([salon.address, salon.phone].filter(Boolean).join(' · '))}</p>
<p style="margin:0 0 16px;font-size:14px">Receipt ${escape(sale.number)} · ${escape(when)}${sale.clientName ? ` · ${escape(sale.clientName)}` : ''}</p>
<table role="presentation" width="100%" style="font-size:15px;border-collapse:collapse">
${items.map((r) => row(r)).join('')}
<tr><td colspan="2"><hr style="border:none;border-top:1px solid #e4e0db"></td></tr>
${totals.map((r) => row(r, r.label === 'Total')).join('')}
<tr><td colspan="2"><hr style="border:none;border-top:1px solid #e4e0db"></td></tr>
${paid.map((r) => row(r)).join('')}
</table>
<p style="font-size:13px;color:#6b6661;margin:20px 0 0">Thank you for visiting ${escape(salon.name)}. Keep this e-mail for returns.</p>
</td></tr></table></td></tr></table></body></html>`;
  const line = (r: { label: string; amount: string }) => `${r.label.padEnd(32)} ${r.amount}`;
  const text = [
    salon.name,
    `Receipt ${sale.number} · ${when}`,
    '',
    ...items.map(line),
    '',
    ...totals.map(line),
    '',
    ...paid.map(line),
    '',
    `Thank you for visiting ${salon.name}.`,
  ].join('\n');
  return {
    to,
    subject,
    html,
    text,
    ...(salon.email ? { replyTo: { name: salon.name, address: salon.email } } : {}),
  };
}
