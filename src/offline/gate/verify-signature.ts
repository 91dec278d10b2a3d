/** Checks an Ed25519 signature with WebCrypto; the key is the server's raw public key, base64. */
const keys = new Map<string, Promise<CryptoKey>>();

const importKey = (publicKey: string): Promise<CryptoKey> => {
  let key = keys.get(publicKey);
  if (!key) {
    const raw = Uint8Array.from(atob(publicKey), (char) => char.charCodeAt(0));
    key = crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    keys.set(publicKey, key);
  }
  return key;
};

export const verifySignature = async (
  publicKey: string,
  message: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
): Promise<boolean> => {
  try {
    return await crypto.subtle.verify('Ed25519', await importKey(publicKey), signature, message);
  } catch {
    return false;
  }
};
