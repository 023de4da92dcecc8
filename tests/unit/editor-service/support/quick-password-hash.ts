import { randomBytes, scryptSync } from "node:crypto";

/** A thirty-second of the memory and work of hashPassword's settings (editor/server/accounts/password-hash.ts). */
const quickCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * A real scrypt hash of `password`, written as the accounts file keeps one (`scrypt$N$r$p$salt$hash`), at a
 * low cost: verifyPassword reads the cost from each hash, as it does for hashes made with older settings, so
 * a sign-in checks it in milliseconds instead of the 150 ms of a hash made today. For tests of what is decided
 * around the check (locks, sessions); the hash's own strength is tested with hashPassword itself.
 */
export function quickPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, quickCost);
  return ["scrypt", quickCost.N, quickCost.r, quickCost.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}
