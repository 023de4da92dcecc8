import { expect, it } from "vitest";
import { engineBundlesKey } from "../../scripts/incremental/engine-bundles.ts";

const code = "a".repeat(64);

it("names the bundles by the code and by each variable Vite writes into them, and by nothing else", () => {
  const plain = engineBundlesKey(code, { PATH: "/usr/bin" });
  // The editor service's builds are told the clinic's server receives the forms: their pages show the newsletter box.
  const forTheClinicServer = engineBundlesKey(code, { PATH: "/usr/bin", VITE_SERVED_BY_CLINIC_SERVER: "1" });
  expect(forTheClinicServer).not.toBe(plain);
  expect(engineBundlesKey(code, { PATH: "/bin", HOME: "/root" })).toBe(plain);
  expect(engineBundlesKey("b".repeat(64), { PATH: "/usr/bin" })).not.toBe(plain);
  expect(engineBundlesKey(code, { VITE_SERVED_BY_CLINIC_SERVER: "1", VITE_OTHER: "x" })).not.toBe(forTheClinicServer);
});
