// The part of http_ece (no types of its own) the test push service uses: decrypting an aes128gcm push.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  const ece: {
    decrypt(body: Buffer, options: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
  };
  export default ece;
}
