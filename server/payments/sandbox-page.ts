import i18next from 'i18next';
import de from '../../locales/de/sandbox-payment.json';
import en from '../../locales/en/sandbox-payment.json';
import type { MailLanguage } from '../mail/language';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { de: { sandbox: de }, en: { sandbox: en } },
  lng: 'de',
  fallbackLng: 'de',
  ns: ['sandbox'],
  defaultNS: 'sandbox',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#212529}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:999px;padding:4px 10px;font-size:.85em}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#495057}dd{margin:0;word-break:break-all}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:1rem;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#237032;color:#fff}.fail{background:#c92a2a;color:#fff}.cancel{background:#dee2e6;color:#212529}`;

const page = (language: MailLanguage, title: string, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
  `<body><main><div class="card">${body}</div></main></body></html>`;

export interface SandboxPageOrder {
  uid: string;
  status: string;
  amount: number;
  email: string;
  token: string;
}

/** The sandbox provider's pay page: three buttons posting back to our server. */
export function renderSandboxPage(language: MailLanguage, order: SandboxPageOrder): string {
  const t = i18n.getFixedT(language);
  const action = (outcome: string) =>
    `/api/payment/sandbox/${encodeURIComponent(order.uid)}/${outcome}?lang=${language}`;
  const form = (outcome: string, label: string, css: string) =>
    `<form method="post" action="${escapeHtml(action(outcome))}">` +
    `<input type="hidden" name="t" value="${escapeHtml(order.token)}">` +
    `<button type="submit" class="${css}" name="outcome" value="${outcome}">${escapeHtml(label)}</button></form>`;
  const amount = euro.format(order.amount / 100);
  return page(
    language,
    t('title'),
    `<h1>${escapeHtml(t('title'))}</h1><p class="badge">${escapeHtml(t('badge'))}</p>` +
      `<dl><dt>${escapeHtml(t('order'))}</dt><dd>${escapeHtml(order.uid)}</dd>` +
      `<dt>${escapeHtml(t('email'))}</dt><dd>${escapeHtml(order.email)}</dd>` +
      `<dt>${escapeHtml(t('amount'))}</dt><dd><strong>${escapeHtml(amount)}</strong></dd></dl>` +
      form('paid', t('pay', { amount }), 'pay') +
      form('failed', t('fail'), 'fail') +
      form('cancelled', t('cancel'), 'cancel'),
  );
}

/** A page for a link that is invalid or an order that is no longer pending. */
export function renderSandboxNotice(
  language: MailLanguage,
  notice: { kind: 'invalid' } | { kind: 'notPending'; status: string; donePath: string },
): string {
  const t = i18n.getFixedT(language);
  const body =
    notice.kind === 'invalid'
      ? `<h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('invalid'))}</p>`
      : `<h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('notPending', { status: t(`status.${notice.status}`) }))}</p>` +
        `<a class="button cancel" href="${escapeHtml(notice.donePath)}">${escapeHtml(t('back'))}</a>`;
  return page(language, t('title'), body);
}
