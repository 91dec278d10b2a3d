import { readFileSync } from 'node:fs';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { z } from 'zod';

const text = z.string().trim().min(1);

/** The wallet settings of the environment (README, docs/deployment.md "Wallet passes"). */
export const walletEnv = {
  APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[\w.-]+$/, 'expected a pass type identifier such as pass.org.festival.ticket')
    .optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'expected the 10-character Apple team identifier')
    .optional(),
  APPLE_PASS_CERT: text.optional(),
  APPLE_PASS_KEY: text.optional(),
  APPLE_PASS_KEY_PASSPHRASE: text.optional(),
  APPLE_WWDR_CERT: text.optional(),
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{5,25}$/, 'expected the numeric issuer id')
    .optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: text.optional(),
};

/** Never echoed back in configuration errors. */
export const WALLET_SECRET_NAMES = [
  'APPLE_PASS_KEY',
  'APPLE_PASS_KEY_PASSPHRASE',
  'GOOGLE_WALLET_SERVICE_ACCOUNT',
];

type WalletEnv = { [K in keyof typeof walletEnv]?: string };

export interface AppleWalletSettings {
  passTypeId: string;
  teamId: string;
  /** PEM: the pass type certificate, its private key and Apple's WWDR intermediate. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

export interface GoogleWalletSettings {
  issuerId: string;
  /** From the service account's JSON key file. */
  clientEmail: string;
  privateKey: string;
}

export interface WalletSettings {
  apple?: AppleWalletSettings;
  google?: GoogleWalletSettings;
}

const APPLE_NAMES = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERT',
] as const;
const GOOGLE_NAMES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

/** A PEM given inline (deploy tools with secret variables) or as a file path (mounted secrets). */
const pemOrFile = (value: string): string =>
  value.startsWith('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8');

const jsonOrFile = (value: string): unknown =>
  JSON.parse(value.startsWith('{') ? value : readFileSync(value, 'utf8'));

const serviceAccount = z.object({ client_email: z.email(), private_key: z.string().min(1) });

const missingOf = (env: WalletEnv, names: readonly (keyof WalletEnv)[]) => {
  const given = names.filter((name) => env[name] !== undefined);
  if (given.length === 0) return null;
  return names.filter((name) => env[name] === undefined);
};

/**
 * Apple's and Google's credentials, read and checked at start: a wallet whose settings are
 * incomplete or unreadable stops the server with the variable's name, never a broken pass later.
 */
export function walletOf(env: WalletEnv): { settings: WalletSettings; problems: string[] } {
  const settings: WalletSettings = {};
  const problems: string[] = [];
  /** `secretReason` replaces the error text where it could quote the secret itself. */
  const attempt = (name: string, read: () => void, secretReason?: string) => {
    try {
      read();
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      problems.push(`${name}: cannot be read (${secretReason ?? reason})`);
    }
  };

  const appleMissing = missingOf(env, APPLE_NAMES);
  if (appleMissing?.length) {
    problems.push(`${appleMissing.join(', ')}: required for Apple Wallet passes`);
  } else if (appleMissing) {
    const pems: Partial<Record<'cert' | 'key' | 'wwdr', string>> = {};
    attempt('APPLE_PASS_CERT', () => {
      pems.cert = pemOrFile(env.APPLE_PASS_CERT ?? '');
      new X509Certificate(pems.cert);
    });
    attempt('APPLE_WWDR_CERT', () => {
      pems.wwdr = pemOrFile(env.APPLE_WWDR_CERT ?? '');
      new X509Certificate(pems.wwdr);
    });
    attempt('APPLE_PASS_KEY', () => {
      pems.key = pemOrFile(env.APPLE_PASS_KEY ?? '');
      createPrivateKey({ key: pems.key, passphrase: env.APPLE_PASS_KEY_PASSPHRASE });
    });
    if (pems.cert && pems.key && pems.wwdr && problems.length === 0) {
      settings.apple = {
        passTypeId: env.APPLE_PASS_TYPE_ID ?? '',
        teamId: env.APPLE_TEAM_ID ?? '',
        signerCert: pems.cert,
        signerKey: pems.key,
        signerKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
        wwdr: pems.wwdr,
      };
    }
  }

  const googleMissing = missingOf(env, GOOGLE_NAMES);
  if (googleMissing?.length) {
    problems.push(`${googleMissing.join(', ')}: required for Google Wallet passes`);
  } else if (googleMissing) {
    attempt(
      'GOOGLE_WALLET_SERVICE_ACCOUNT',
      () => {
        const account = serviceAccount.parse(jsonOrFile(env.GOOGLE_WALLET_SERVICE_ACCOUNT ?? ''));
        createPrivateKey(account.private_key);
        settings.google = {
          issuerId: env.GOOGLE_WALLET_ISSUER_ID ?? '',
          clientEmail: account.client_email,
          privateKey: account.private_key,
        };
      },
      'expected the path or the contents of a service-account JSON key',
    );
  }
  return { settings, problems };
}
