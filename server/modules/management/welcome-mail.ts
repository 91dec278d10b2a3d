import { randomInt } from 'node:crypto';
import i18next from 'i18next';
import de from '../../../locales/de/management.json';
import en from '../../../locales/en/management.json';
import type { MailLanguage } from '../../mail/language';
import type { MailMessage } from '../../mail/mailer';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { de: { management: de }, en: { management: en } },
  lng: 'de',
  fallbackLng: 'de',
  ns: ['management'],
  defaultNS: 'management',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const SETS = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!@#$%^&*'];

/** A fresh password that meets the register rules (spec §5): every class, 14 characters. */
export function generatePassword(length = 14): string {
  const all = SETS.join('');
  const chars = SETS.map((set) => set[randomInt(set.length)] ?? 'a');
  while (chars.length < length) chars.push(all[randomInt(all.length)] ?? 'a');
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Spec §4 Sending welcome e-mail: the admin's custom text, then the login and the new password. */
export function renderWelcomeMail(
  language: MailLanguage,
  to: { email: string; name: string | null },
  text: string,
  password: string,
  loginUrl: string,
): MailMessage {
  const t = i18n.getFixedT(language);
  const greeting = to.name ? t('mail.greeting', { name: to.name }) : t('mail.greetingWithoutName');
  const lines = [
    greeting,
    ...(text.trim() ? [text.trim()] : []),
    t('mail.credentials'),
    `${t('mail.email')}: ${to.email}`,
    `${t('mail.password')}: ${password}`,
    `${t('mail.login')}: ${loginUrl}`,
    t('mail.signature'),
  ];
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`),
    '</body></html>',
  ].join('\n');
  return { to: to.email, subject: t('mail.subject'), text: lines.join('\n\n'), html };
}

/** Spec §8: 'Invitation got sent successfully.' — a mail with the link to register. */
export function renderInviteMail(
  language: MailLanguage,
  email: string,
  inviter: string,
  registerUrl: string,
): MailMessage {
  const t = i18n.getFixedT(language);
  const lines = [
    t('mail.greetingWithoutName'),
    t('mail.invite', { name: inviter }),
    registerUrl,
    t('mail.signature'),
  ];
  return {
    to: email,
    subject: t('mail.inviteSubject'),
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}
