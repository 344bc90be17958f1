import { hash, verify } from "@node-rs/argon2";

// OWASP's first argon2id choice: 19 MiB of memory, 2 passes, 1 lane.
// (algorithm 2 is Argon2id in the library's const enum, which isolated modules cannot import.)
const cost = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, cost);

// Verified against when the user is unknown, so that its answer takes as long as a known user's.
const decoy = hash("decoy password that matches nothing", cost);

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password);
    return false;
  }
  return verify(stored, password);
}
