import type { Account } from "../../../../editor/server/accounts/account-store.ts";

export const minute = 60 * 1000;

/** An account as the accounts file holds it; `generation` goes up with each new password. */
export const account = (name = "Asha", generation = 1): Account => ({
  name,
  passwordHash: "x",
  generation,
  createdAt: "",
  passwordChangedAt: "",
});

/** A clock the test moves by hand. */
export function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}
