import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUSH_HOSTS, IN_MEMORY, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('gives safe local defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.accessTokenTtlSeconds).toBe(15 * 60);
    expect(config.sessionLifetimeMs).toBe(30 * 24 * 60 * 60 * 1000);
    expect(config.seed).toBe(true);
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.orderHoldMs).toBe(20 * 60_000);
    expect(config.oidc).toBeUndefined();
    expect(config.vapidKeys).toBeUndefined();
    expect(config.vapidSubject).toBe('mailto:noreply@festival.local');
  });

  it('reads and converts every kind of value', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/festival',
      DATA_DIR: IN_MEMORY,
      PUBLIC_URL: 'https://festival.example/',
      SEED: 'false',
      SEED_EVENTS: '40',
      ORDER_HOLD_MINUTES: '15',
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'app',
      OIDC_CLIENT_SECRET: 's3cret',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/festival');
    expect(config.dataDir).toBe(IN_MEMORY);
    expect(config.publicUrl).toBe('https://festival.example');
    expect(config.seed).toBe(false);
    expect(config.seedEvents).toBe(40);
    expect(config.seedUsers).toBeUndefined();
    expect(config.orderHoldMs).toBe(15 * 60_000);
    expect(config.oidc).toEqual({
      issuer: 'https://id.example',
      clientId: 'app',
      clientSecret: 's3cret',
      scopes: 'openid email profile',
    });
    expect(config.vapidKeys).toEqual({ publicKey: 'pub', privateKey: 'priv' });
  });

  it("sends pushes only to the browsers' push services unless told otherwise", () => {
    const config = loadConfig({});
    expect(config.pushHosts).toEqual(DEFAULT_PUSH_HOSTS);
    expect(config.pushLoopbackEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).pushLoopbackEndpoints).toBe(false);
    expect(loadConfig({ PUSH_HOSTS: 'Push.Example.org, *.push.example.net' }).pushHosts).toEqual([
      'push.example.org',
      '*.push.example.net',
    ]);
    expect(() => loadConfig({ PUSH_HOSTS: '127.0.0.1:5432' })).toThrow(/PUSH_HOSTS:/);
    expect(() => loadConfig({ PUSH_HOSTS: 'https://fcm.googleapis.com' })).toThrow(/PUSH_HOSTS:/);
  });

  it('reads FRAME_ANCESTORS as a list of origins, nothing else', () => {
    expect(loadConfig({}).frameAncestors).toEqual([]);
    expect(
      loadConfig({ FRAME_ANCESTORS: 'https://festival.example https://*.festival.example' })
        .frameAncestors,
    ).toEqual(['https://festival.example', 'https://*.festival.example']);
    expect(() => loadConfig({ FRAME_ANCESTORS: "*; script-src 'unsafe-inline'" })).toThrow(
      /FRAME_ANCESTORS:/,
    );
  });

  it('reads TRUST_PROXY as off, a number of proxies (true is one) or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    // Never "trust every hop": a client could then name its own address.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SEED', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'ftp://x'],
    ['ACCESS_TOKEN_TTL_SECONDS', '-5'],
    ['ACCESS_TOKEN_TTL_SECONDS', '604800'],
    ['SESSION_LIFETIME_DAYS', '0'],
    ['PAYMENT_PROVIDER', 'cash'],
    ['ORDER_HOLD_MINUTES', '0'],
    ['ORDER_HOLD_MINUTES', '2.5'],
    ['TRUST_PROXY', 'nginx'],
    ['TRUST_PROXY', '10.0.0.0/8/1'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('never echoes secret values in errors', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@x' })).toThrow(
      /^(?![\s\S]*hunter2)/,
    );
  });

  it('requires settings that only work together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(
      /OIDC_CLIENT_ID: required/,
    );
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'x' })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID: required when OIDC_CLIENT_SECRET/,
    );
    // A public client (PKCE, no secret) is a complete configuration.
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'app' }).oidc).toEqual({
      issuer: 'https://id.example',
      clientId: 'app',
      clientSecret: undefined,
      scopes: 'openid email profile',
    });
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'x' })).toThrow(/VAPID_PUBLIC_KEY: required/);
  });
});
