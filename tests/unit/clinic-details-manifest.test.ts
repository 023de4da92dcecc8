import { describe, expect, it } from "vitest";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import type { DoctorProfileBlock } from "../../src/manifest/site-manifest.generated.ts";
import { doctorProfile } from "./fixtures/doctor-profile.ts";
import { manifestText } from "./fixtures/minimal-manifest.ts";

// The clinic's contact details are written once, in site.contact; other places may leave them out.
const check = (text: string) => validateManifest("site.json", text, {});

function withProfile(contactInfo: DoctorProfileBlock["contactInfo"]) {
  return manifestText((m) => {
    Object.assign(m.site, { openingHours: [{ name: "Visits", times: [{ firstDay: "monday", note: "Closed" }] }] });
    m.routes[0].blocks.push(doctorProfile({ background: "/images/banner.jpg", contactInfo, hours: "Visits" }) as never);
  });
}

describe("the clinic's contact details, written once", () => {
  it("a doctor's phone, email and location lines may leave out their words, and WhatsApp its number", async () => {
    const text = withProfile([{ icon: "phone" }, { icon: "email" }, { icon: "location" }]);
    const withChat = text.replace('"site": {', '"site": {\n"whatsapp": { "message": "Hello", "label": "Chat" },');
    expect((await check(withChat)).errors).toEqual([]);
  });

  it("a line the clinic's details cannot fill must have its words", async () => {
    const [error, ...others] = (await check(withProfile([{ icon: "phone" }, { icon: "spine" }]))).errors;
    expect(others).toEqual([]);
    expect(error).toContain(
      'routes[0].blocks[1].contactInfo[1] (doctorProfile): This "spine" line has no words, ' +
        "and the clinic's details have none for it.",
    );
    expect(error).toContain("only phone, email and location lines show the clinic's own.");
  });
});
