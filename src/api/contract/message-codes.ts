import { AUTH_MESSAGES } from './auth';
import { CALENDAR_MESSAGES } from './calendar';
import { CHAT_MESSAGES } from './chat';
import { CONSUMER_MESSAGES, ORDER_LIMIT_MESSAGES } from './checkout';
import { API_MESSAGES } from './common';
import { FEED_MESSAGES } from './feed';
import { FILE_MESSAGES, IMAGE_LIMIT_MESSAGES } from './files';
import { FRIENDS_MESSAGES } from './friends-messages';
import { INVOICE_MESSAGES } from './invoices';
import { MANAGEMENT_MESSAGES } from './management-messages';
import { ORDER_DESK_MESSAGES } from './order-desk-messages';
import { PAYMENT_MESSAGES } from './payments';
import { PEOPLE_MESSAGES, PROFESSION_MESSAGES } from './people';
import { PRIVACY_MESSAGES } from './privacy';
import { PROGRAM_MESSAGES } from './program-messages';
import { PUSH_ENDPOINT_MESSAGES, PUSH_MESSAGES } from './push';
import { REFERENCE_MESSAGES } from './reference';
import { REFUND_MESSAGES } from './refunds';
import { SAFETY_MESSAGES } from './safety';
import { SCHEDULE_EXPORT_MESSAGES } from './schedule-export-messages';
import { SCHEDULE_IMPORT_MESSAGES } from './schedule-import-messages';
import { SESSION_MESSAGES } from './sessions';
import { SHOP_MESSAGES, VOUCHER_MESSAGES } from './shop';
import { SITE_MAP_MESSAGES } from './site-map-messages';
import { SIGNIN_LIMIT_MESSAGES } from './sign-in-limits';
import { SOCIAL_LOGIN_MESSAGES } from './social-login';
import { TICKET_MESSAGES } from './tickets';
import { WALLET_MESSAGES } from './wallet';
import { WEB_LINK_MESSAGES } from './web-link';
import { WELCOME_MESSAGES } from './welcome';

/** Fastify's own refusals of a request before any route ran (server/plugins/errors.ts). */
export const REQUEST_MESSAGES = {
  invalidMediaType: 'Unsupported content type: send application/json',
  invalidJson: 'The request body is not valid JSON',
  emptyJson: 'The request body is empty',
  bodyTooLarge: 'The request body is too large',
  badUrl: 'The request path is not a valid URL',
  paramTooLong: 'A part of the request path is too long',
  refused: 'The request was refused.',
} as const;

/** A refused request body, query or path: the answer's code, and a code per field problem. */
export const VALIDATION_MESSAGES = {
  invalidFields: 'Some fields of the request are not valid.',
  required: 'Required',
  invalid: 'Invalid value',
} as const;

/**
 * Every fixed text the server answers with, by group: a code is `<group>.<name>`
 * (`shop.soldOut`). Registering a new messages object is one line here; its texts then need a
 * German and an English entry under `codes.<group>` in locales/{de,en}/errors.json (a test checks).
 * `{{name}}` in a text is a parameter, sent as `params.name`.
 */
export const MESSAGE_GROUPS = {
  api: API_MESSAGES,
  request: REQUEST_MESSAGES,
  validation: VALIDATION_MESSAGES,
  auth: AUTH_MESSAGES,
  signIn: SIGNIN_LIMIT_MESSAGES,
  session: SESSION_MESSAGES,
  socialLogin: SOCIAL_LOGIN_MESSAGES,
  shop: SHOP_MESSAGES,
  voucher: VOUCHER_MESSAGES,
  orderLimit: ORDER_LIMIT_MESSAGES,
  consumer: CONSUMER_MESSAGES,
  refund: REFUND_MESSAGES,
  ticket: TICKET_MESSAGES,
  management: MANAGEMENT_MESSAGES,
  welcome: WELCOME_MESSAGES,
  people: PEOPLE_MESSAGES,
  profession: PROFESSION_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  feed: FEED_MESSAGES,
  file: FILE_MESSAGES,
  image: IMAGE_LIMIT_MESSAGES,
  reference: REFERENCE_MESSAGES,
  program: PROGRAM_MESSAGES,
  calendar: CALENDAR_MESSAGES,
  push: PUSH_MESSAGES,
  pushEndpoint: PUSH_ENDPOINT_MESSAGES,
  webLink: WEB_LINK_MESSAGES,
  safety: SAFETY_MESSAGES,
  siteMap: SITE_MAP_MESSAGES,
  chat: CHAT_MESSAGES,
  orderDesk: ORDER_DESK_MESSAGES,
  payment: PAYMENT_MESSAGES,
  invoice: INVOICE_MESSAGES,
  wallet: WALLET_MESSAGES,
  friends: FRIENDS_MESSAGES,
  scheduleExport: SCHEDULE_EXPORT_MESSAGES,
  scheduleImport: SCHEDULE_IMPORT_MESSAGES,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type MessageParams = Record<string, string | number>;
export interface CodedMessage {
  code: string;
  params?: MessageParams;
}

/** Every registered code with its English text. */
export const MESSAGE_TEXTS: ReadonlyMap<string, string> = new Map(
  Object.entries(MESSAGE_GROUPS).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]): [string, string] => [`${group}.${name}`, text]),
  ),
);

const PARAMETER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// First registration wins when two groups share a text, so a text always gets the same code.
const byText = new Map<string, string>();
const templates: { code: string; pattern: RegExp; names: string[] }[] = [];
for (const [code, text] of MESSAGE_TEXTS) {
  const names = [...text.matchAll(PARAMETER)].map((match) => match[1] ?? '');
  if (names.length === 0) {
    if (!byText.has(text)) byText.set(text, code);
    continue;
  }
  const source = text
    .split(PARAMETER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  templates.push({ code, pattern: new RegExp(`^${source}$`), names });
}

/** The code (and parameters) of a text the server sends, or null when no group has it. */
export const codeOfMessage = (message: string): CodedMessage | null => {
  const code = byText.get(message);
  if (code) return { code };
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params: MessageParams = {};
    template.names.forEach((name, index) => (params[name] = match[index + 1] ?? ''));
    return { code: template.code, params };
  }
  return null;
};
