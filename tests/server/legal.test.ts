import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LegalNotice } from '../../src/api/contract/legal';
import { ConfigError, loadConfig } from '../../server/config';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

const OPERATOR_ENV = {
  IMPRINT_NAME: 'Festival Hamburg GmbH',
  IMPRINT_ADDRESS: 'Hafenstraße 1; 20457 Hamburg ;Germany',
  IMPRINT_EMAIL: 'hello@festival.example',
  IMPRINT_REPRESENTATIVE: 'Alexandra Brandt',
  PRIVACY_CONTACT: 'privacy@festival.example',
  ACCESSIBILITY_CONTACT: 'barrierefrei@festival.example',
};

it('reads the operator from IMPRINT_*, PRIVACY_* and ACCESSIBILITY_* settings, address lines split at ;', () => {
  expect(loadConfig(OPERATOR_ENV).operator).toEqual({
    operator: {
      name: 'Festival Hamburg GmbH',
      addressLines: ['Hafenstraße 1', '20457 Hamburg', 'Germany'],
      email: 'hello@festival.example',
      phone: null,
      representative: 'Alexandra Brandt',
      register: null,
      vatId: null,
    },
    privacyContact: 'privacy@festival.example',
    accessibilityContact: 'barrierefrei@festival.example',
  });
  const fallback = loadConfig({ IMPRINT_NAME: 'X', IMPRINT_EMAIL: 'a@b.example' }).operator;
  expect(fallback.privacyContact).toBe('a@b.example');
  expect(fallback.accessibilityContact).toBe('a@b.example');
  expect(loadConfig({}).operator).toEqual({
    operator: null,
    privacyContact: null,
    accessibilityContact: null,
  });
  expect(() => loadConfig({ IMPRINT_EMAIL: 'not-an-address' })).toThrow(ConfigError);
  expect(() => loadConfig({ ACCESSIBILITY_CONTACT: 'nobody' })).toThrow(ConfigError);
});

forEachDatabase('legal notice', (use) => {
  let t: TestApp;
  beforeAll(async () => {
    const database = use();
    t = await createTestApp({
      ...database,
      config: { ...database.config, operator: loadConfig(OPERATOR_ENV).operator },
    });
  });
  afterAll(() => t.close());

  it('answers the operator to anyone, without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal', headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
    const body = res.json<LegalNotice>();
    expect(body.operator?.name).toBe('Festival Hamburg GmbH');
    expect(body.privacyContact).toBe('privacy@festival.example');
    expect(body.accessibilityContact).toBe('barrierefrei@festival.example');
  });
});
