// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { beforeAll, expect, it } from "vitest";
import { BlockList } from "../../src/app/BlockList.tsx";
import { sampleManifest, type SampleBlock } from "../fixtures/sample-site.ts";
import { renderInSite } from "./support/render-in-site.tsx";
import { loadEveryBlock } from "./support/every-block.ts";

beforeAll(loadEveryBlock);

const manifest = sampleManifest();
const profile = manifest.routes
  .flatMap((route) => route.blocks)
  .find((block): block is SampleBlock<"doctorProfile"> => block.type === "doctorProfile");

it("two doctor profiles on one page each label their own sections, with no id shared", () => {
  if (!profile) throw new Error("site.json has no doctorProfile block");
  const { container } = renderInSite(
    <BlockList path="/inner-page" blocks={[profile, { ...profile, name: "Dr. Second Profile" }]} />,
  );
  const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const title of ["Appointment Schedule", "Degrees", "Experience", "Awards"]) {
    const sections = screen.getAllByRole("region", { name: title });
    expect(sections).toHaveLength(2);
    expect(sections[0]).not.toBe(sections[1]);
  }
}, 30_000);

it("a doctor with no awards and no posts listed shows no heading for them, and the degrees still", () => {
  if (!profile) throw new Error("site.json has no doctorProfile block");
  renderInSite(<BlockList path="/inner-page" blocks={[{ ...profile, awards: [], experiences: [] }]} />);
  expect(screen.queryByRole("region", { name: "Awards" })).toBeNull();
  expect(screen.queryByRole("region", { name: "Experience" })).toBeNull();
  expect(screen.getByRole("region", { name: "Degrees" })).toBeTruthy();
  expect(screen.getByRole("region", { name: "Appointment Schedule" })).toBeTruthy();
}, 30_000);
