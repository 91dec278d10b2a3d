import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import {
  ownedTicketList,
  type OwnedTicketDto,
  TICKET_MESSAGES,
} from '../../src/api/contract/tickets';
import { googleWalletLink, WALLET_MESSAGES } from '../../src/api/contract/wallet';
import { tickets } from '../../server/db/schema/orders';
import { ConfigError, loadConfig } from '../../server/config';
import { walletOf } from '../../server/modules/wallet/wallet-config';
import { createTestApp, createUser, type CreatedUser, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback } from '../shop/shop-fixture';
import { makeWalletCredentials } from './wallet-certificates';
import { zipEntries } from './zip-entries';

const PASS_TYPE_ID = 'pass.org.festival.test';
const TEAM_ID = 'ABCDE12345';
const ISSUER_ID = '3388000000012345678';
const credentials = makeWalletCredentials(PASS_TYPE_ID, TEAM_ID);

/** Whether OpenSSL accepts `signature` as a detached PKCS#7 signature of `content` by the test CA. */
const opensslVerifies = (signature: Buffer, content: Buffer): boolean => {
  const dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
  try {
    writeFileSync(join(dir, 'signature'), signature);
    writeFileSync(join(dir, 'manifest.json'), content);
    writeFileSync(join(dir, 'ca.pem'), credentials.wwdr);
    execFileSync(
      'openssl',
      ['smime', '-verify', '-binary', '-inform', 'DER', '-in', join(dir, 'signature')]
        .concat(['-content', join(dir, 'manifest.json'), '-CAfile', join(dir, 'ca.pem')])
        .concat(['-purpose', 'any', '-out', join(dir, 'out')]),
      { stdio: 'pipe' },
    );
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('wallet settings', () => {
  it('reads PEMs and the service account given inline, with the key passphrase', () => {
    const { settings, problems } = walletOf({
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_TEAM_ID: TEAM_ID,
      APPLE_PASS_CERT: credentials.signerCert,
      APPLE_PASS_KEY: credentials.signerKey,
      APPLE_PASS_KEY_PASSPHRASE: credentials.passphrase,
      APPLE_WWDR_CERT: credentials.wwdr,
      GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: credentials.serviceAccountJson,
    });
    expect(problems).toEqual([]);
    expect(settings.apple?.passTypeId).toBe(PASS_TYPE_ID);
    expect(settings.google?.clientEmail).toBe('wallet@festival-test.iam.gserviceaccount.com');
  });

  it('names what is missing or unreadable, without quoting a secret', () => {
    const { settings, problems } = walletOf({
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_PASS_CERT: credentials.signerCert,
      GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email": "x", "private_key": "secret-ish"}',
    });
    expect(settings).toEqual({});
    expect(problems).toEqual([
      'APPLE_TEAM_ID, APPLE_PASS_KEY, APPLE_WWDR_CERT: required for Apple Wallet passes',
      'GOOGLE_WALLET_SERVICE_ACCOUNT: cannot be read (expected the path or the contents of a service-account JSON key)',
    ]);
    const wrongPassphrase = walletOf({
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_TEAM_ID: TEAM_ID,
      APPLE_PASS_CERT: credentials.signerCert,
      APPLE_PASS_KEY: credentials.signerKey,
      APPLE_PASS_KEY_PASSPHRASE: 'wrong',
      APPLE_WWDR_CERT: '/nonexistent/wwdr.pem',
    });
    expect(wrongPassphrase.problems.map((p) => p.split(':')[0])).toEqual([
      'APPLE_WWDR_CERT',
      'APPLE_PASS_KEY',
    ]);
  });
  it('stops the start with the variable names and never echoes a key', () => {
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: PASS_TYPE_ID })).toThrow(ConfigError);
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: PASS_TYPE_ID })).toThrow(
      /APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT: required/,
    );
    const leakedKey = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC';
    let message = '';
    try {
      loadConfig({ GOOGLE_WALLET_ISSUER_ID: ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT: leakedKey });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain('GOOGLE_WALLET_SERVICE_ACCOUNT: cannot be read');
    expect(message).not.toContain(leakedKey);
  });
});

forEachDatabase('wallet passes', (use) => {
  let t: TestApp;
  let plain: TestApp;
  let client: ReturnType<typeof shopClient>;
  let owner: CreatedUser;
  let other: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    const { settings } = walletOf({
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_TEAM_ID: TEAM_ID,
      APPLE_PASS_CERT: credentials.signerCert,
      APPLE_PASS_KEY: credentials.signerKey,
      APPLE_PASS_KEY_PASSPHRASE: credentials.passphrase,
      APPLE_WWDR_CERT: credentials.wwdr,
      GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: credentials.serviceAccountJson,
    });
    t = await createTestApp(use(), { config: { wallet: settings } });
    plain = await createTestApp(use(), { config: { wallet: {} } });
    await seedShop(use().db);
    client = shopClient(t.app);
    owner = await createUser(use().db, {}, t.app);
    other = await createUser(use().db, {}, t.app);
    admin = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, t.app);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  /** A paid day ticket of `owner`, as the ticket list shows it. */
  const buyTicket = async (): Promise<OwnedTicketDto> => {
    const res = await client.place(
      {
        products: [{ product: 'day', quantity: 1 }],
        vouchers: [],
        consumer: { ...buyer, email: owner.email },
        payment_method: 'card',
      },
      { token: owner.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = placeOrderResult.parse(res.json());
    await (
      await signedCallback(use().db, t.app, orderId, 'paid')
    )();
    const mine = ownedTicketList.parse(
      (await client.get('/api/ticket/my/all', owner.token)).json(),
    );
    const ticket = mine.find((row) => row.orderUid === orderId);
    if (!ticket) throw new Error('the paid order gave no ticket');
    return ticket;
  };

  it('the .pkpass holds the ticket credential, hashes every file and is signed by the pass certificate', async () => {
    const ticket = await buyTicket();
    expect(ticket.wallet.apple).toMatch(/^ticket\/.+\/wallet\/apple\?v=1$/);
    const res = await client.get(`/api/${ticket.wallet.apple}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');

    const files = zipEntries(res.rawPayload);
    const passJson = files.get('pass.json');
    const manifestJson = files.get('manifest.json');
    const signature = files.get('signature');
    if (!passJson || !manifestJson || !signature) throw new Error([...files.keys()].join());

    const pass = JSON.parse(passJson.toString()) as Record<string, unknown>;
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE_ID,
      teamIdentifier: TEAM_ID,
      serialNumber: ticket.uid,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: ticket.credential }],
      eventTicket: {
        secondaryFields: [
          { key: 'holder', value: ticket.ownerName },
          { key: 'ticket', value: ticket.productName },
        ],
      },
    });

    const manifest = JSON.parse(manifestJson.toString()) as Record<string, string>;
    const hashed = [...files.keys()].filter(
      (name) => name !== 'manifest.json' && name !== 'signature',
    );
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed) {
      const sha1 = createHash('sha1')
        .update(files.get(name) ?? '')
        .digest('hex');
      expect(manifest[name], name).toBe(sha1);
    }
    expect(files.get('de.lproj/pass.strings')?.toString()).toContain('"holder" = "Inhaber";');
    expect(files.get('en.lproj/pass.strings')?.toString()).toContain('"holder" = "Holder";');

    expect(opensslVerifies(signature, manifestJson)).toBe(true);
    const tampered = Buffer.from(manifestJson.toString().replace(/[0-9a-f]{40}/, '0'.repeat(40)));
    expect(opensslVerifies(signature, tampered)).toBe(false);
  });

  it('the Google save link is a JWT signed with the service-account key that carries the credential', async () => {
    const ticket = await buyTicket();
    const res = await client.get(`/api/${ticket.wallet.google}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const { saveUrl } = googleWalletLink.parse(res.json());
    expect(saveUrl.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = saveUrl.slice('https://pay.google.com/gp/v/save/'.length);

    const { payload, protectedHeader } = await jwtVerify(jwt, credentials.servicePublicKey, {
      issuer: 'wallet@festival-test.iam.gserviceaccount.com',
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      payload: {
        eventTicketClasses: [{ id: `${ISSUER_ID}.festival-${ticket.year}` }],
        eventTicketObjects: [
          {
            id: `${ISSUER_ID}.${ticket.uid}`,
            classId: `${ISSUER_ID}.festival-${ticket.year}`,
            state: 'ACTIVE',
            ticketHolderName: ticket.ownerName,
            barcode: { type: 'QR_CODE', value: ticket.credential },
          },
        ],
      },
    });
    const forged = jwt.slice(0, -4) + (jwt.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(jwtVerify(forged, credentials.servicePublicKey)).rejects.toThrow();
    expect(decodeJwt(jwt).iss).toBe('wallet@festival-test.iam.gserviceaccount.com');
  });

  it("only the ticket's owner gets its passes", async () => {
    const ticket = await buyTicket();
    for (const path of [ticket.wallet.apple, ticket.wallet.google]) {
      expect((await client.get(`/api/${path}`)).statusCode).toBe(401);
      for (const caller of [other, admin]) {
        const res = await client.get(`/api/${path}`, caller.token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: TICKET_MESSAGES.notYourTicket });
      }
    }
  });

  it('a revoked ticket and an outdated credential version get no pass', async () => {
    const revoked = await buyTicket();
    await use()
      .db.update(tickets)
      .set({ revokedAt: new Date() })
      .where(eq(tickets.uid, revoked.uid));
    for (const path of [revoked.wallet.apple, revoked.wallet.google]) {
      const res = await client.get(`/api/${path}`, owner.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: WALLET_MESSAGES.walletTicketRevoked });
    }

    const reissued = await buyTicket();
    await use()
      .db.update(tickets)
      .set({ credentialVersion: 2 })
      .where(eq(tickets.uid, reissued.uid));
    for (const path of [reissued.wallet.apple, reissued.wallet.google]) {
      const res = await client.get(`/api/${path}`, owner.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: WALLET_MESSAGES.walletCredentialOutdated });
    }
    const current = await client.get(`/api/ticket/${reissued.uid}/wallet/google?v=2`, owner.token);
    expect(current.statusCode).toBe(200);
  });

  it('without wallet settings the tickets offer no pass and the routes answer 404', async () => {
    const ticket = await buyTicket();
    const plainClient = shopClient(plain.app);
    const token = (await createUser(use().db, {}, plain.app)).token;
    const mine = ownedTicketList.parse(
      (await plainClient.get('/api/ticket/my/all', owner.token)).json(),
    );
    expect(mine.find((row) => row.uid === ticket.uid)?.wallet).toEqual({
      apple: null,
      google: null,
    });
    for (const wallet of ['apple', 'google']) {
      for (const caller of [owner.token, token]) {
        const res = await plainClient.get(`/api/ticket/${ticket.uid}/wallet/${wallet}?v=1`, caller);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: WALLET_MESSAGES.walletNotConfigured });
      }
    }
  });
});
