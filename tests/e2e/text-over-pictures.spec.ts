import sharp from "sharp";
import { test } from "../support/reused-page.ts";
import {
  contrastViewports,
  expectTextOverPicturesReadable,
  hasTextOverPictures,
} from "../support/text-over-picture.ts";
import { manifest, routeUrls } from "./support.ts";

const widths = contrastViewports.map((viewport) => viewport.width).join(", ");
const routes = routeUrls(manifest).filter(({ route }) => hasTextOverPictures(route));

// The sample site's slides, banners and calls to action, each over its own picture.
for (const { route, url } of routes)
  test(`${route.path}: the text over its pictures reads at WCAG AA contrast at ${widths} px`, async ({ page }) => {
    await expectTextOverPicturesReadable(page, url, route);
  });

// The engine's shade, not the sample's dark pictures, keeps the words readable: a clinic's brightest photo (every
// picture answered as pure white) leaves them at AA too.
for (const { route, url } of routes)
  test(`${route.path}: the text stays readable at ${widths} px with a white photo behind it`, async ({ page }) => {
    const white = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await page.route(/\/(sized\/)?images\//, (request) =>
      request.fulfill({ body: white, contentType: "image/png", headers: { "Cache-Control": "no-store" } }),
    );
    await expectTextOverPicturesReadable(page, url, route);
  });
