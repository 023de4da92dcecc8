import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Passwords are kept as scrypt hashes (memory-hard: 32 MiB per guess), written
 * `scrypt$N$r$p$salt$hash` so that stronger settings later still verify the old hashes.
 */
const settings = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;
const prefix = "scrypt";

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 128 * (options.N ?? 0) * (options.r ?? 0) * 2;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, settings);
  return [prefix, settings.N, settings.r, settings.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** False for a wrong password and for a stored value this code cannot read (never throws on it). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [name, n, r, p, salt, key] = stored.split("$");
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const wellFormed =
    name === prefix && Object.values(options).every((value) => Number.isInteger(value) && value > 0) && salt && key;
  if (!wellFormed) return false;
  const expected = Buffer.from(key, "base64url");
  if (expected.length !== keyLength) return false;
  const actual = await derive(password, Buffer.from(salt, "base64url"), options);
  return timingSafeEqual(actual, expected);
}

/** A hash of no one's password, checked when the name is unknown so that the answer takes as long. */
export const unknownAccountHash = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
