import { gcm } from "@noble/ciphers/aes.js";
import { bytesToHex, bytesToUtf8, hexToBytes, managedNonce, utf8ToBytes } from "@noble/ciphers/utils.js";
import { sha256 } from "@noble/hashes/sha2.js";

/*
 * The stored session is sealed with AES-GCM under a key derived from this browser's fingerprint.
 * That keeps the tokens from being read at a glance (a shoulder-surfer, a screenshot of the storage
 * panel) and from working when the storage is copied into another browser. It does NOT protect
 * against script running in this page (XSS) or malware on the machine: they can derive the same key.
 * The real protections are short-lived tokens, refresh-token rotation and server-side revocation.
 */
const FALLBACK_SECRET = "concierge.session.v1";

function fingerprint(): string {
  const { userAgent, language, hardwareConcurrency } = navigator;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [userAgent, language, timeZone, screen.colorDepth, hardwareConcurrency, FALLBACK_SECRET].join("|");
}

// managedNonce puts a fresh random nonce in front of every ciphertext.
const cipher = () => managedNonce(gcm)(sha256(utf8ToBytes(fingerprint())));

export function seal(plain: string): string {
  return bytesToHex(cipher().encrypt(utf8ToBytes(plain)));
}

/** Throws when the text was sealed elsewhere (another browser) or altered. */
export function unseal(sealed: string): string {
  return bytesToUtf8(cipher().decrypt(hexToBytes(sealed)));
}
