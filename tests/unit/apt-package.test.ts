import { expect, it, vi } from "vitest";
import { installWhenMissing } from "../../scripts/system/apt-package.ts";

it("leaves apt-get alone when the package's file is already there", () => {
  const log = vi.spyOn(console, "log");
  expect(installWhenMissing({ name: "Node", providedFile: process.execPath, debianPackage: "nodejs" })).toBe(0);
  expect(log).not.toHaveBeenCalled();
  log.mockRestore();
});
