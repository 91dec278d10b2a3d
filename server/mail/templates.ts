import i18next from 'i18next';
import de from '../../locales/de/mail.json';
import en from '../../locales/en/mail.json';
import type { MailLanguage } from './language';
import type { MailMessage } from './mailer';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { de: { mail: de }, en: { mail: en } },
  lng: 'de',
  fallbackLng: 'de',
  ns: ['mail'],
  defaultNS: 'mail',
  initAsync: false,
  // Values are escaped below, once per output format.
  interpolation: { escapeValue: false },
});

export type MailKind = 'confirmAccount' | 'resetPassword' | 'ticketTransfer';

/**
 * A confirmation mail goes to an address nobody has confirmed: any name in it would be text of
 * whoever typed the sign-up, so it greets no one whatever it is given.
 */
const GREETS_BY_NAME: Record<MailKind, boolean> = {
  confirmAccount: false,
  resetPassword: true,
  ticketTransfer: true,
};

export interface MailContent {
  /** Greeting name; omitted when the account has none (and in confirmation mails). */
  name: string | null;
  link: string;
  /** Filled into the subject and intro (e.g. who passes which ticket on). */
  values?: Record<string, string>;
}

/** A short mail with one action link, as plain text and simple HTML. */
export function renderMail(
  language: MailLanguage,
  kind: MailKind,
  to: string,
  { name, link, values = {} }: MailContent,
): MailMessage {
  const t = i18n.getFixedT(language);
  const greeting =
    name && GREETS_BY_NAME[kind] ? t('greeting', { name }) : t('greetingWithoutName');
  const intro = t(`${kind}.intro`, values);
  const action = t(`${kind}.action`);
  const closing = [t(`${kind}.expiry`, values), t(`${kind}.ignore`, values)];
  const signature = t('signature');
  const text = [greeting, intro, `${action}:\n${link}`, ...closing, signature].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;` +
      `background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:0.9em">${escapeHtml(t('linkHint'))}<br>${escapeHtml(link)}</p>`,
    ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t(`${kind}.subject`, values), text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
