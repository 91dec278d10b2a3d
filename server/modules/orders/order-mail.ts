import i18next from 'i18next';
import de from '../../../locales/de/order-mail.json';
import en from '../../../locales/en/order-mail.json';
import { splitVat } from '../../../src/api/contract/checkout';
import type { MailLanguage } from '../../mail/language';
import type { MailMessage } from '../../mail/mailer';
import { renderTicketsPdf } from '../../pdf/tickets-pdf';
import type { OrderItemRow, OrderRow, TicketWithProduct } from './queries';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { de: { orderMail: de }, en: { orderMail: en } },
  lng: 'de',
  fallbackLng: 'de',
  ns: ['orderMail'],
  defaultNS: 'orderMail',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euro.format(cents / 100);

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export const mailLanguageOf = (order: OrderRow): MailLanguage =>
  order.language === 'en' ? 'en' : 'de';

/** The completed order's e-mail: lines, totals, the Download link and the tickets PDF attached. */
export async function renderOrderMail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  tickets: readonly TicketWithProduct[],
  downloadUrl: string,
): Promise<MailMessage> {
  const t = i18n.getFixedT(mailLanguageOf(order));
  const { vat } = splitVat(order.grandTotalCents);
  const lines = items.map((item) =>
    t('line', { quantity: item.quantity, name: item.name, total: money(item.totalCents) }),
  );
  const totals = [
    ...(order.discountCents > 0 ? [t('discount', { amount: money(order.discountCents) })] : []),
    ...(order.serviceFeeCents > 0
      ? [t('serviceFee', { amount: money(order.serviceFeeCents) })]
      : []),
    ...(order.paymentCostsCents > 0
      ? [t('paymentCosts', { amount: money(order.paymentCostsCents) })]
      : []),
    t('total', { amount: money(order.grandTotalCents), vat: money(vat) }),
  ];
  const greeting = t('greeting', { name: order.consumer.firstName });
  const text = [
    greeting,
    t('intro'),
    [t('items'), ...lines, ...totals].join('\n'),
    `${t('download')}:\n${downloadUrl}`,
    t('redeemHint'),
    t('signature'),
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t('intro'))}</p>`,
    `<p><strong>${escapeHtml(t('items'))}</strong><br>${[...lines, ...totals].map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(downloadUrl)}" style="display:inline-block;padding:10px 16px;` +
      `background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(t('download'))}</a></p>`,
    `<p style="font-size:0.9em">${escapeHtml(t('linkHint'))}<br>${escapeHtml(downloadUrl)}</p>`,
    `<p>${escapeHtml(t('redeemHint'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  const pdf = await renderOrderPdf(order, tickets);
  return {
    to: order.consumer.email,
    subject: t('subject', { order: order.uid.slice(0, 8).toUpperCase() }),
    text,
    html,
    attachments: [
      {
        filename: t('pdf.filename', { order: order.uid.slice(0, 8) }),
        content: Buffer.from(pdf),
        contentType: 'application/pdf',
      },
    ],
  };
}

/** The tickets PDF in the order's language. */
export function renderOrderPdf(order: OrderRow, tickets: readonly TicketWithProduct[]) {
  const t = i18n.getFixedT(mailLanguageOf(order));
  return renderTicketsPdf(order.uid, tickets, {
    title: t('pdf.title'),
    holder: t('pdf.holder'),
    code: t('pdf.code'),
    price: t('pdf.price'),
    order: t('pdf.order'),
    hint: t('pdf.hint'),
  });
}
