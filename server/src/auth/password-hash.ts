// Password hashing with argon2id (OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane), in the
// PHC string form, so the parameters travel with each hash and can be raised later.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum, which isolated modules cannot read at run time: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The argon2id hash of `password` with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches `hash`; false for a malformed hash rather than an error. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
