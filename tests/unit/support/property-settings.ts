/**
 * Property tests run with a fixed seed in `npm test`, so a run fails or passes the same way every
 * time; `npm run test:fuzz` passes a fresh seed (FUZZ_SEED, printed) and more runs (FUZZ_RUNS).
 */
export const fixedSeed = 20261123;

export const propertySettings = {
  seed: Number(process.env.FUZZ_SEED ?? fixedSeed),
  numRuns: Number(process.env.FUZZ_RUNS ?? 100),
};

/**
 * Properties that build pages take a fraction of a second a run: fewer runs in `npm test`, as many as asked when
 * fuzzing.
 */
export const pageBuildingRuns = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 40;
