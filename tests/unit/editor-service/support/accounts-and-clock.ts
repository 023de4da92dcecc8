import { ManualClock } from "../../../support/manual-clock.ts";
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
export const clock = (start = 1_000_000) => new ManualClock(start);
