import { PAYMENT_METHODS, PRODUCTS, VOUCHERS } from './data/shop';
import { bannerSvg, type FileCollector } from './generate-images';
import type { Random } from './random';
import type { SeedPaymentMethod, SeedProduct, SeedVoucher } from './seed-types';

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 15).toString(16)).join('');

/** A version-4-shaped UUID from the seeded PRNG, so uids are stable between runs. */
export const seededUuid = (random: Random) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-` +
  `${(8 + random.int(0, 3)).toString(16)}${hex(random, 3)}-${hex(random, 12)}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  );

const VAT_NOTE = { de: 'Preis inkl. 19 % MwSt.', en: 'Price includes 19 % VAT.' };

export const generateProducts = (random: Random, year: number): SeedProduct[] =>
  PRODUCTS.map((product, i) => ({
    uid: seededUuid(random),
    name: product.name,
    // One block per language (PRODUCT_TEXT_LANGUAGE_ATTRIBUTE): the shop shows the reader's.
    additionalInformation: (['de', 'en'] as const)
      .map(
        (language) =>
          `<div lang="${language}"><ul>` +
          product.perks[language].map((perk) => `<li>${escapeHtml(perk)}</li>`).join('') +
          `</ul><p>${escapeHtml(product.note[language])}</p>` +
          `<p><small>${VAT_NOTE[language]}</small></p></div>`,
      )
      .join(''),
    price: product.price,
    currency: 'EUR',
    soldOut: product.soldOut,
    availability: product.availability,
    allowsReentry: product.allowsReentry,
    year,
    sortOrder: i + 1,
  }));

export const generatePaymentMethods = (random: Random, files: FileCollector): SeedPaymentMethod[] =>
  PAYMENT_METHODS.map((method, i) => ({
    uid: seededUuid(random),
    name: method.name,
    imageFileId: files.add(
      `payment-${i + 1}.svg`,
      bannerSvg(method.name, 'Test mode', method.colors),
    ),
    costs: method.costs,
    currency: 'EUR',
  }));

export const generateVouchers = (year: number): SeedVoucher[] =>
  VOUCHERS.map((voucher) => ({ ...voucher, year }));
