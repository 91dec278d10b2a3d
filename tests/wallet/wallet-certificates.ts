import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** What a test operator configures: PEMs made here, never Apple's or Google's. */
export interface TestWalletCredentials {
  /** Stands in for Apple's WWDR certificate: it issued the pass type certificate. */
  wwdr: string;
  signerCert: string;
  /** The pass type certificate's key, encrypted with `passphrase`. */
  signerKey: string;
  passphrase: string;
  /** A Google service account's JSON key file contents, and its public key. */
  serviceAccountJson: string;
  servicePublicKey: KeyObject;
}

const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const certificate = (options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKey: string;
  signingKey: string;
  serial: string;
  ca: boolean;
}): string => {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicKey);
  cert.serialNumber = options.serial;
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions([
    { name: 'basicConstraints', cA: options.ca },
    { name: 'keyUsage', digitalSignature: true, keyCertSign: options.ca },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(options.signingKey), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
};

export function makeWalletCredentials(passTypeId: string, teamId: string): TestWalletCredentials {
  const ca = rsaPair();
  const signer = rsaPair();
  const service = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const caName = [{ name: 'commonName', value: 'Test WWDR stand-in' }];
  const passphrase = 'test pass phrase';
  return {
    wwdr: certificate({
      subject: caName,
      issuer: caName,
      publicKey: ca.publicKey,
      signingKey: ca.privateKey,
      serial: '01',
      ca: true,
    }),
    signerCert: certificate({
      subject: [
        { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
        { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
        { name: 'organizationalUnitName', value: teamId },
      ],
      issuer: caName,
      publicKey: signer.publicKey,
      signingKey: ca.privateKey,
      serial: '02',
      ca: false,
    }),
    signerKey: forge.pki.encryptRsaPrivateKey(
      forge.pki.privateKeyFromPem(signer.privateKey),
      passphrase,
      { algorithm: 'aes256' },
    ),
    passphrase,
    serviceAccountJson: JSON.stringify({
      type: 'service_account',
      client_email: 'wallet@festival-test.iam.gserviceaccount.com',
      private_key: service.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    }),
    servicePublicKey: service.publicKey,
  };
}
