import { randomInt } from "node:crypto";
import { runCommand } from "./run-command.ts";

/**
 * The property tests with a fresh random seed and more runs than `npm test` gives them. The seed is
 * printed first, so a failure can be replayed: `FUZZ_SEED=<seed> npm run test:fuzz`.
 */
const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? "1000";
console.log(`Property tests with seed ${seed}, ${runs} runs each (replay: FUZZ_SEED=${seed} npm run test:fuzz)`);
const exitCode = runCommand(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--testTimeout=600000", "property"],
  {
    FUZZ_SEED: seed,
    FUZZ_RUNS: runs,
  },
);
console.log(`\nSeed ${seed}.`);
process.exitCode = exitCode;
