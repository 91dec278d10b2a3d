import i18next from 'i18next';
import de from '../../../locales/de/invoice-pdf.json';
import en from '../../../locales/en/invoice-pdf.json';
import type { InvoiceLanguage, LineTexts } from './invoice-document';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { de: { invoice: de }, en: { invoice: en } },
  lng: 'de',
  fallbackLng: 'de',
  ns: ['invoice'],
  defaultNS: 'invoice',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The invoice texts in `language`. */
export const invoiceT = (language: InvoiceLanguage) => i18n.getFixedT(language);

export const invoiceLanguageOf = (language: string): InvoiceLanguage =>
  language === 'en' ? 'en' : 'de';

export function lineTextsIn(language: InvoiceLanguage): LineTexts {
  const t = invoiceT(language);
  return {
    vouchers: (codes) => t('lines.vouchers', { codes }),
    serviceFee: t('lines.serviceFee'),
    paymentCosts: t('lines.paymentCosts'),
    refund: (number) => t('lines.refund', { number }),
  };
}

/** A country code written out in the invoice's language, e.g. "Deutschland" or "Germany". */
export const countryName = (code: string, language: InvoiceLanguage): string =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
