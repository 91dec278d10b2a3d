import i18next, { type TFunction } from 'i18next';
import de from '../../../locales/de/order-mail.json';
import en from '../../../locales/en/order-mail.json';
import { splitVat } from '../../../src/api/contract/checkout';
import type { MailLanguage } from '../../mail/language';
import type { MailAttachment, MailMessage } from '../../mail/mailer';
import { type PdfFestival, type PdfTicket, renderTicketsPdf } from '../../pdf/tickets-pdf';
import type { OrderItemRow, OrderRow } from './queries';

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

/** The order's number as mails and the PDF show it. */
export const orderNumberOf = (order: OrderRow): string => order.uid.slice(0, 8).toUpperCase();

export interface OrderMailInput {
  order: OrderRow;
  items: readonly OrderItemRow[];
  pdfTickets: readonly PdfTicket[];
  festival: PdfFestival;
  downloadUrl: string;
  /** Adds a guest order's tickets to an app account; null when an account owns them. */
  claimUrl: string | null;
  /** The order's invoice PDF, attached after the tickets; null for a free order. */
  invoice?: MailAttachment | null;

  /** The sandbox or the demo is running: subject, text and PDF say TEST MODE. */
  testMode?: boolean;
}

/** The link to add a guest order's tickets to an account, and each ticket's claim code. */
function claimParagraphs(t: TFunction, { pdfTickets, claimUrl }: OrderMailInput) {
  if (!claimUrl) return { text: [], html: [] };
  const codes = pdfTickets
    .filter((ticket) => ticket.claimCode)
    .map(({ productName, holderName, claimCode }) =>
      t('claim.line', {
        product: productName ?? t('pdf.title'),
        holder: holderName,
        code: claimCode,
      }),
    );
  const codeList = codes.length > 0 ? [[t('claim.codes'), ...codes]] : [];
  const link = `<a href="${escapeHtml(claimUrl)}">${escapeHtml(claimUrl)}</a>`;
  return {
    text: [[t('claim.intro'), claimUrl], ...codeList].map((lines) => lines.join('\n')),
    html: [
      `<p>${escapeHtml(t('claim.intro'))}<br>${link}</p>`,
      ...codeList.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`),
    ],
  };
}

/** The completed order's e-mail: lines, totals, the Download link and the tickets PDF attached. */
export async function renderOrderMail(input: OrderMailInput): Promise<MailMessage> {
  const { order, items, downloadUrl } = input;
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
  const claim = claimParagraphs(t, input);
  const notice = input.testMode ? [t('testMode.notice')] : [];
  const text = [
    ...notice,
    greeting,
    t('intro'),
    [t('items'), ...lines, ...totals].join('\n'),
    `${t('download')}:\n${downloadUrl}`,
    ...claim.text,
    t('signature'),
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...notice.map(
      (line) =>
        `<p style="background:#e8590c;color:#fff;padding:8px 12px;font-weight:bold">${escapeHtml(line)}</p>`,
    ),
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t('intro'))}</p>`,
    `<p><strong>${escapeHtml(t('items'))}</strong><br>${[...lines, ...totals].map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(downloadUrl)}" style="display:inline-block;padding:10px 16px;` +
      `background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(t('download'))}</a></p>`,
    `<p style="font-size:0.9em">${escapeHtml(t('linkHint'))}<br>${escapeHtml(downloadUrl)}</p>`,
    ...claim.html,
    `<p>${escapeHtml(t('signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  const pdf = await renderOrderPdf(input);
  return {
    to: order.consumer.email,
    subject: input.testMode
      ? t('testMode.subject', { subject: t('subject', { order: orderNumberOf(order) }) })
      : t('subject', { order: orderNumberOf(order) }),
    text,
    html,
    attachments: [
      {
        filename: t('pdf.filename', { order: order.uid.slice(0, 8) }),
        content: Buffer.from(pdf),
        contentType: 'application/pdf',
      },
      ...(input.invoice ? [input.invoice] : []),
    ],
  };
}

/** The tickets PDF in the order's language. */
export function renderOrderPdf({
  order,
  pdfTickets,
  festival,
  testMode = false,
}: Pick<OrderMailInput, 'order' | 'pdfTickets' | 'festival' | 'testMode'>): Promise<Uint8Array> {
  return renderPdfIn(mailLanguageOf(order), orderNumberOf(order), pdfTickets, festival, testMode);
}

/** Tickets as a PDF in `language`: an order's, or one ticket for its current holder (TEST MODE in the title). */
export function renderPdfIn(
  language: MailLanguage,
  orderNumber: string,
  pdfTickets: readonly PdfTicket[],
  festival: PdfFestival,
  testMode = false,
): Promise<Uint8Array> {
  const t = i18n.getFixedT(language);
  const title = t('pdf.title');
  return renderTicketsPdf({
    orderNumber,
    tickets: pdfTickets,
    festival,
    language,
    texts: {
      title: testMode ? t('testMode.pdfTitle', { title }) : title,
      holder: t('pdf.holder'),
      paid: t('pdf.paid'),
      order: t('pdf.order'),
      hint: testMode ? t('testMode.pdfHint', { hint: t('pdf.hint') }) : t('pdf.hint'),
      claim: (code) => t('pdf.claim', { code }),
    },
  });
}
