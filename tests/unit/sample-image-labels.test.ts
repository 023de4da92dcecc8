import { describe, expect, it } from "vitest";
import { labelFromName } from "../../scripts/images/generate-sample-images.ts";

describe("the label drawn on a generated sample picture", () => {
  it("is the treatment's name from the file name, without the picture's role or a number", () => {
    expect(labelFromName("/images/services/physiotherapy/manualtherapy-hero.jpg")).toBe("Manualtherapy");
    expect(labelFromName("/images/services/physiotherapy/physiotherapy1-thumb.jpg")).toBe("Physiotherapy");
    expect(labelFromName("/images/services/gym/weight-training-hero.jpg")).toBe("Weight Training");
  });

  it("keeps short joining words small", () => {
    expect(labelFromName("/images/services/skin_laser_treatment/carbon-and-golden-facial-hero.jpg")).toBe("Carbon and Golden Facial");
  });

  it("writes treatment abbreviations in capitals", () => {
    expect(labelFromName("/images/services/physiotherapy/pemf-hero.jpg")).toBe("PEMF");
    expect(labelFromName("/images/services/physiotherapy/tens-thumb.jpg")).toBe("TENS");
    expect(labelFromName("/images/services/skin_laser_treatment/faces-and-hair-prp-bbglow-hero.jpg")).toBe("Faces and Hair PRP Bbglow");
  });
});
