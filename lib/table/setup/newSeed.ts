/** A fresh 32-bit game seed from the browser's (or Node's) cryptographic generator. */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}
