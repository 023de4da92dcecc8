import { test } from "../support/reused-page.ts";
import { routeUrls } from "../support/browser.ts";
import {
  contrastViewports,
  expectTextOverPicturesReadable,
  hasTextOverPictures,
} from "../support/text-over-picture.ts";
import { clinicManifest } from "./clinic-site.ts";

const widths = contrastViewports.map((viewport) => viewport.width).join(", ");

// Whatever pictures and words the clinic chooses, each text over a picture stays readable on it.
// A site with no such text has no test here, rather than a skipped one.
for (const { route, url } of routeUrls(clinicManifest()).filter(({ route }) => hasTextOverPictures(route)))
  test(`${route.path}: the text over its pictures reads at WCAG AA contrast at ${widths} px`, async ({ page }) => {
    await expectTextOverPicturesReadable(page, url, route);
  });
