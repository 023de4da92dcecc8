import { describe, expect, it } from "vitest";
import { buildBreadcrumb } from "../../src/manifest/breadcrumb.ts";

describe("buildBreadcrumb", () => {
  it("starts with Home, links earlier segments to their prefix and leaves the last as text", () => {
    expect(buildBreadcrumb("/services/weightLosscentre/bodyfirming")).toEqual([
      { label: "Home", href: "/" },
      { label: "Services", href: "/services" },
      { label: "WeightLosscentre", href: "/services/weightLosscentre" },
      { label: "Bodyfirming" },
    ]);
  });

  it("turns dashes and underscores into spaces", () => {
    expect(buildBreadcrumb("/services/skin_laser_treatment/laser-hair-removal").slice(2)).toEqual([
      { label: "Skin laser treatment", href: "/services/skin_laser_treatment" },
      { label: "Laser hair removal" },
    ]);
  });

  it("ignores a trailing slash and repeated slashes", () => {
    expect(buildBreadcrumb("//about/")).toEqual([{ label: "Home", href: "/" }, { label: "About" }]);
  });

  it("takes decoded text: a segment holding % is shown as it is, and written as an address only in links", () => {
    expect(buildBreadcrumb("/doctors/100%")).toEqual([
      { label: "Home", href: "/" },
      { label: "Doctors", href: "/doctors" },
      { label: "100%" },
    ]);
    expect(buildBreadcrumb("/50% off?/a#b/x")).toEqual([
      { label: "Home", href: "/" },
      { label: "50% off?", href: "/50%25%20off%3F" },
      { label: "A#b", href: "/50%25%20off%3F/a%23b" },
      { label: "X" },
    ]);
  });

  it("on the home page is just Home, as plain text", () => {
    expect(buildBreadcrumb("/")).toEqual([{ label: "Home" }]);
  });

  it("in another language, names a step by its page's name there, or shows its segment marked as the default's", () => {
    const names = { steps: { "/services": "સેવાઓ" }, segmentsIn: "en" };
    expect(buildBreadcrumb("/services/gym", "/gu", "મુખ્ય પાનું", names)).toEqual([
      { label: "મુખ્ય પાનું", href: "/gu" },
      { label: "સેવાઓ", href: "/gu/services" },
      { label: { en: "Gym" } },
    ]);
  });
});
