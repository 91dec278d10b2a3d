import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/errors.json';
import en from '../../../locales/en/errors.json';
import { codeOfMessage, MESSAGE_TEXTS } from './message-codes';
import { REFUND_MESSAGES } from './refunds';
import { SHOP_MESSAGES, voucherMessages } from './shop';

const textOf = (codes: object, code: string): unknown =>
  code.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], codes);
const paramsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message codes', () => {
  it('has a German and an English text for every registered code, with the same parameters', () => {
    expect(MESSAGE_TEXTS.size).toBeGreaterThan(100);
    for (const [code, english] of MESSAGE_TEXTS) {
      const german = textOf(de.codes, code);
      const shown = textOf(en.codes, code);
      expect(typeof german, `de ${code}`).toBe('string');
      expect(typeof shown, `en ${code}`).toBe('string');
      expect(paramsOf(german as string), `de ${code}`).toEqual(paramsOf(english));
      expect(paramsOf(shown as string), `en ${code}`).toEqual(paramsOf(english));
    }
  });

  it('finds a fixed text’s code, a templated text’s code with its parameters, none for others', () => {
    expect(codeOfMessage(SHOP_MESSAGES.soldOut)).toEqual({ code: 'shop.soldOut' });
    expect(codeOfMessage(REFUND_MESSAGES.refundTooMuch)).toEqual({ code: 'refund.refundTooMuch' });
    expect(codeOfMessage(voucherMessages.invalid('BOGUS'))).toEqual({
      code: 'voucher.invalid',
      params: { code: 'BOGUS' },
    });
    expect(codeOfMessage(voucherMessages.tooMany(3))).toEqual({
      code: 'voucher.tooMany',
      params: { max: '3' },
    });
    expect(codeOfMessage('Something new')).toBeNull();
  });

  it('keeps the German texts German: none is the English text itself', () => {
    const english = new Set(['file.compressionFailed', 'reference.blockedWord']);
    for (const [code, text] of MESSAGE_TEXTS) {
      if (english.has(code) || text.length < 12) continue;
      expect(textOf(de.codes, code), code).not.toBe(text);
    }
  });
});
