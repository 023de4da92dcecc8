import type { Locator, Page, Route } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import sharp from "sharp";
import { blockOn, expectNoAxeViolations, variantPrefix, waitForHydration, watchForErrors } from "./support.ts";

const gallery = blockOn("/gallery", "gallery");
const directory = blockOn("/doctors", "doctorDirectory");

const controlNames = [
  "Zoom out",
  "Zoom in",
  "Rotate 90 degrees clockwise",
  "Close picture viewer",
  "Previous picture",
  "Next picture",
];

function viewer(page: Page): Locator {
  return page.getByRole("dialog", { name: "Picture viewer" });
}

function thumbnail(page: Page, index: number): Locator {
  return page.locator(".gallery__grid").getByRole("button").nth(index);
}

/** The large picture of `src` in the viewer, as one of its sized variants (its neighbours are rendered off screen). */
function photo(page: Page, src: string): Locator {
  return viewer(page).locator(`img.PhotoView__Photo[src^="${variantPrefix(src)}"][src$=".webp"]`);
}

async function openGallery(page: Page) {
  await page.goto("/gallery");
  await waitForHydration(page);
}

test.describe("lightbox on /gallery", () => {
  test("opens at the clicked picture, names every control, moves between pictures and closes with its button", async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await openGallery(page);
    await thumbnail(page, 1).click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(photo(page, gallery.images[1].src)).toBeVisible();
    await expect(dialog.locator(".lightbox__caption")).toHaveText(gallery.images[1].alt);
    await expect(dialog.getByText(`Picture 2 of ${gallery.images.length}`)).toBeAttached();

    for (const name of controlNames) await expect(dialog.getByRole("button", { name, exact: true })).toBeVisible();
    // Nothing unnamed: every control in the viewer has an accessible name.
    for (const button of await dialog.getByRole("button").all()) await expect(button).toHaveAccessibleName(/\S/);

    await dialog.getByRole("button", { name: "Next picture" }).click();
    await expect(dialog.locator(".lightbox__caption")).toHaveText(gallery.images[2].alt);
    await expect(dialog.getByText(`Picture 3 of ${gallery.images.length}`)).toBeAttached();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator(".lightbox__caption")).toHaveText(gallery.images[3].alt);
    await dialog.getByRole("button", { name: "Previous picture" }).click();
    await dialog.getByRole("button", { name: "Previous picture" }).click();
    await expect(dialog.locator(".lightbox__caption")).toHaveText(gallery.images[1].alt);

    await dialog.getByRole("button", { name: "Close picture viewer" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(thumbnail(page, 1)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("opens with Enter on a thumbnail, takes focus, traps Tab; Escape closes it back to the thumbnail", async ({
    page,
  }) => {
    await openGallery(page);
    const thumb = thumbnail(page, 5);
    await thumb.focus();
    await page.keyboard.press("Enter");
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".lightbox__caption")).toHaveText(gallery.images[5].alt);
    await expect(dialog.getByRole("button", { name: "Close picture viewer" })).toBeFocused();
    for (let i = 0; i < controlNames.length + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });

  test("Enter closes it, whether the focus is on its close button or nowhere in particular", async ({ page }) => {
    await openGallery(page);
    const thumb = thumbnail(page, 0);
    await thumb.click();
    await expect(viewer(page).getByRole("button", { name: "Close picture viewer" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(viewer(page)).toHaveCount(0);
    await expect(thumb).toBeFocused();

    // A mouse user who clicked the picture leaves the focus on no control; Enter still closes.
    await thumb.click();
    await expect(photo(page, gallery.images[0].src)).toBeVisible();
    await photo(page, gallery.images[0].src).click();
    await expect(viewer(page).getByRole("button", { name: "Close picture viewer" })).not.toBeFocused();
    await page.keyboard.press("Enter");
    await expect(viewer(page)).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });

  test("a click beside the picture closes it", async ({ page }) => {
    await openGallery(page);
    const thumb = thumbnail(page, 8);
    await thumb.click();
    const image = photo(page, gallery.images[8].src);
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty("complete", true);
    const box = await image.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no layout");
    // Halfway into the empty space left of the picture, a quarter of the way down (clear of the buttons).
    const point = { x: box.x / 2, y: viewport.height / 4 };
    expect(box.x).toBeGreaterThan(40);
    const hit = await page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return {
        tag: element?.tagName,
        inViewer: !!element?.closest(".lightbox"),
        onControl: !!element?.closest("button"),
      };
    }, point);
    expect(hit).toEqual({ tag: "DIV", inViewer: true, onControl: false });
    await page.mouse.click(point.x, point.y);
    await expect(viewer(page)).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });

  test("zooms in and out, and rotates in 90 degree steps", async ({ page }) => {
    await openGallery(page);
    await thumbnail(page, 2).click();
    const dialog = viewer(page);
    const image = photo(page, gallery.images[2].src);
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty("complete", true);
    await expect(dialog.locator(".lightbox__zoom")).toHaveText("100%");
    const width = async () => (await image.boundingBox())?.width ?? 0;
    // At 100% the picture fits the window (never enlarged past its own size); wait for the opening animation to
    // settle there.
    const viewport = page.viewportSize();
    const natural = await image.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    if (!viewport) throw new Error("no viewport");
    const start = natural.width * Math.min(1, viewport.width / natural.width, viewport.height / natural.height);
    await expect.poll(width).toBeCloseTo(start, -1);

    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect(dialog.locator(".lightbox__zoom")).toHaveText("150%");
    await expect.poll(width).toBeCloseTo(start * 1.5, -1);
    await dialog.getByRole("button", { name: "Zoom out" }).click();
    await expect(dialog.locator(".lightbox__zoom")).toHaveText("100%");
    await expect.poll(width).toBeCloseTo(start, -1);

    const rotate = dialog.getByRole("button", { name: "Rotate 90 degrees clockwise" });
    await expect(image).not.toHaveAttribute("style", /rotate\(/);
    for (const degrees of [90, 180, 270, 360]) {
      await rotate.click();
      await expect(image).toHaveAttribute("style", new RegExp(`transform: rotate\\(${degrees}deg\\)`));
    }
    // Rotating a quarter turn swaps what fits: the landscape picture is laid out portrait.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("shows a picture large as its widest sized WebP, never the camera original", async ({ page }) => {
    const image = gallery.images[5];
    const { width = 0 } = await sharp(`public${image.src}`).metadata();
    await openGallery(page);
    await thumbnail(page, 5).click();
    const large = photo(page, image.src);
    await expect(large).toBeVisible();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(Math.min(width, 1920));
    const response = await page.request.get((await large.getAttribute("src"))!);
    expect(response.headers()["content-type"]).toBe("image/webp");
  });

  test("shows a loading indicator until the picture has arrived", async ({ page }) => {
    const image = gallery.images[gallery.images.length - 1];
    const held: Route[] = [];
    let holding = true;
    // Routing turns the HTTP cache off, so the picture must come through here.
    await page.route(`**${variantPrefix(image.src)}*`, (route) => (holding ? held.push(route) : route.continue()));
    await openGallery(page);
    await thumbnail(page, gallery.images.length - 1).click();
    const dialog = viewer(page);
    // Each picture in the viewer has its own indicator; this is the one over the chosen picture.
    const loading = dialog
      .locator(".PhotoView__PhotoBox", { has: page.locator(`img[src^="${variantPrefix(image.src)}"]`) })
      .getByRole("status")
      .filter({ hasText: "Loading picture" });
    await expect(loading).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);

    holding = false;
    for (const route of held) await route.continue();
    await expect(loading).toHaveCount(0);
    await expect(photo(page, image.src)).toBeVisible();
    await expect
      .poll(() => photo(page, image.src).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("passes axe while open", async ({ page }) => {
    const errors = watchForErrors(page);
    await openGallery(page);
    await thumbnail(page, 3).click();
    await expect(photo(page, gallery.images[3].src)).toBeVisible();
    await expect(viewer(page).getByRole("button", { name: "Close picture viewer" })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("follows the filter: only the pictures of the chosen category", async ({ page }) => {
    await openGallery(page);
    const category = "Yoga";
    const shown = gallery.images.filter((image) => image.category === category);
    await page.getByRole("group", { name: "Show pictures of" }).getByRole("button", { name: category }).click();
    await thumbnail(page, 0).click();
    const dialog = viewer(page);
    await expect(dialog.locator(".lightbox__caption")).toHaveText(shown[0].alt);
    await expect(dialog.getByText(`Picture 1 of ${shown.length}`)).toBeAttached();
  });
});

test.describe("lightbox on /doctors", () => {
  test("a card's photo opens large, over the doctors the filter shows, and passes axe while open", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto("/doctors");
    await waitForHydration(page);
    const cardiology = directory.doctors.filter((doctor) => doctor.category === "cardiology");
    await page.getByRole("group", { name: "Show doctors in" }).getByRole("button", { name: "Cardiology" }).click();
    const opener = page.getByRole("button", { name: `View larger photo: ${cardiology[1].name}` });
    await opener.click();
    const dialog = viewer(page);
    await expect(photo(page, cardiology[1].image)).toBeVisible();
    await expect(dialog.locator(".lightbox__caption")).toHaveText(cardiology[1].name);
    await expect(dialog.getByText(`Picture 2 of ${cardiology.length}`)).toBeAttached();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe("a picture that opens the viewer, focused from the keyboard", () => {
  /** The colour drawn 1 px inside the left edge of `element`, half way down. */
  async function leftEdgeColour(element: Locator): Promise<number[]> {
    const { data, info } = await sharp(await element.screenshot({ animations: "disabled" }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (Math.floor(info.height / 2) * info.width + 1) * info.channels;
    return [...data.subarray(at, at + 3)];
  }

  for (const path of ["/gallery", "/doctors"]) {
    test(`shows its focus ring over the picture on ${path}`, async ({ page }) => {
      await page.goto(path);
      const thumb = page.locator(".lightbox-thumb").first();
      await thumb.scrollIntoViewIfNeeded();
      const unfocused = await leftEdgeColour(thumb);
      await page.keyboard.press("Tab");
      await thumb.focus();
      expect(await thumb.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
      const accent = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim(),
      );
      const ring = [1, 3, 5].map((start) => parseInt(accent.slice(start, start + 2), 16));
      const focused = await leftEdgeColour(thumb);
      for (const [channel, value] of ring.entries()) expect(Math.abs(focused[channel] - value)).toBeLessThan(8);
      expect(unfocused).not.toEqual(focused);
    });
  }
});

test.describe("react-photo-view loads only where a picture is opened", () => {
  /** The text of every script and stylesheet the page fetched, plus its inline styles. */
  function collectCode(page: Page): () => Promise<string[]> {
    const pending: Promise<string>[] = [];
    page.on("response", (response) => {
      if (/\.(m?js|css)$/.test(new URL(response.url()).pathname)) pending.push(response.text().catch(() => ""));
    });
    return async () => [
      ...(await Promise.all(pending)),
      ...(await page.locator("style").evaluateAll((styles) => styles.map((style) => style.textContent ?? ""))),
    ];
  }
  const fromLibrary = (code: string) => code.includes("PhotoView");

  test("a service page never fetches it", async ({ page }) => {
    const code = collectCode(page);
    await page.goto("/services/physiotherapy/pemf");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const texts = await code();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter(fromLibrary)).toEqual([]);
  });

  test("the gallery fetches it, with its stylesheet, only when a picture is first opened", async ({ page }) => {
    const code = collectCode(page);
    await openGallery(page);
    await page.waitForLoadState("networkidle");
    expect((await code()).filter(fromLibrary)).toEqual([]);
    await thumbnail(page, 0).click();
    await expect(viewer(page)).toBeVisible();
    await expect.poll(async () => (await code()).filter(fromLibrary).length).toBeGreaterThanOrEqual(2);
    // Its stylesheet is applied: the viewer covers the window.
    await expect(viewer(page)).toHaveCSS("position", "fixed");
  });
});
