import { describe, expect, it } from 'vitest';
import de from '../../locales/de/errors.json';

describe('server errors by code', () => {
  it('shows the code’s German text with its parameters, each field’s own text, else the message', async () => {
    const i18n = (await import('i18next')).default;
    await i18n.init({ lng: 'de', resources: { de: { errors: de } } });
    const { localizeServerError } = await import('./server-messages');
    expect(
      localizeServerError({
        message: 'The voucher BOGUS is not valid.',
        code: 'voucher.invalid',
        params: { code: 'BOGUS' },
      }),
    ).toBe('Der Gutschein BOGUS ist ungültig.');
    // An older answer without a code is still found by its text.
    expect(localizeServerError({ message: 'This ticket is sold out.' })).toBe(
      'Dieses Ticket ist ausverkauft.',
    );
    expect(
      localizeServerError({
        message: 'consumer.address.country: …; consumer.address.postalCode: Too big',
        code: 'validation.invalidFields',
        fields: [
          { field: 'consumer.address.country', code: 'consumer.countryUnknown', message: 'x' },
          { field: 'consumer.address.postalCode', code: 'validation.invalid', message: 'Too big' },
        ],
      }),
    ).toBe('Einige Angaben sind ungültig. Bitte wähle ein Land aus der Liste.');
    expect(localizeServerError({ message: 'Something new', code: 'shop.newThing' })).toBe(
      'Something new',
    );
  });
});
