import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { startService, type RunningService } from "./service-fixture.ts";

let service: RunningService;
const password = "correct horse battery";

test.beforeAll(async () => {
  service = await startService();
  service.addAccount("Asha Patel", password);
});

test.afterAll(async () => service?.stop());

const commitCount = () => service.copy.gitLog().length;

async function signIn(page: Page, name = "Asha Patel", secret = password) {
  await page.goto(`${service.editor}/edit/about`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs in, waits for the editor to open, and reads what the editor page reads at start: its token,
 * and site.json with its hash. A script error on the way fails here, named, not as a missing button later.
 */
async function signedInEditor(page: Page): Promise<{ token: string; text: string; hash: string }> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await signIn(page);
  await expect(page).toHaveURL(`${service.editor}/edit/about`);
  const opened = await page
    .getByRole("button", { name: "Publish", exact: true })
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  expect(errors, "script errors while the editor opened").toEqual([]);
  expect(opened, "the editor opened, its Publish button shown").toBe(true);
  const token = (await page.locator('meta[name="editor-token"]').getAttribute("content")) ?? "";
  const response = await page.request.get(`${service.editor}/api/manifest`, { headers: { "X-Editor-Token": token } });
  return { token, ...((await response.json()) as { text: string; hash: string }) };
}

async function liveAbout(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${service.website}/about`);
  expect(response.status()).toBe(200);
  return response.text();
}

test("with no session, every editor page, file and API call is refused, and nothing changes", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  const manifestBefore = service.copy.readManifestText();
  const commitsBefore = commitCount();
  const headers = { Origin: service.editor, "Content-Type": "application/json" };
  const reads = [
    "/",
    "/edit/",
    "/edit/about",
    "/edit-site",
    "/edit-history",
    "/edit-pictures",
    "/edit-preview/about",
    "/api/manifest",
    "/api/versions",
    "/api/version?commit=0000000",
    "/api/draft",
    "/api/activity?page=/about",
  ];
  const files = [
    "/api/session",
    "/api/images",
    "/images/banners/about-banner.jpg",
    "/assets/index.js",
    "/editor/app/index.html",
  ];
  for (const path of [...reads, ...files]) {
    const response = await request.get(service.editor + path);
    expect(response.status(), path).toBe(401);
    expect(await response.text(), path).not.toContain("editor-token");
  }
  const page = await request.get(`${service.editor}/edit/about`);
  expect(await page.text()).toContain('<form method="post" action="/sign-in">');
  expect(page.headers()["strict-transport-security"]).toMatch(/^max-age=\d+/);
  expect(page.headers()["content-security-policy"]).toContain("script-src 'self';");
  const changes = ["/api/publish", "/api/restore", "/api/validate", "/api/upload?name=a.jpg"];
  for (const path of [...changes, "/api/images/unused", "/api/images/remove"]) {
    const response = await request.post(service.editor + path, { headers, data: { manifest: {}, baseHash: "x" } });
    expect(response.status(), path).toBe(401);
  }
  for (const method of ["PUT", "DELETE"]) {
    const response = await request.fetch(`${service.editor}/api/draft`, {
      method,
      headers,
      data: { baseHash: "x", base: {}, manifest: {}, replaces: null },
    });
    expect(response.status(), `${method} /api/draft`).toBe(401);
  }
  const forged = await request.get(`${service.editor}/api/manifest`, {
    headers: { Cookie: "__Host-editor-session=made-up-session-id" },
  });
  expect(forged.status()).toBe(401);
  expect(service.copy.readManifestText()).toBe(manifestBefore);
  expect(commitCount()).toBe(commitsBefore);
  await request.dispose();
});

test("a person signs in, changes a title, publishes; nginx serves it; History names them; a restore undoes it", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  const buildBefore = service.currentBuild();
  expect(await liveAbout(request)).toContain("About Sahaj");

  await signIn(page);
  await expect(page).toHaveURL(`${service.editor}/edit/about`);
  await expect(page.getByText("Asha Patel", { exact: true })).toBeVisible();
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: "__Host-editor-session", httpOnly: true, secure: true, sameSite: "Strict" });

  const frame = page.frameLocator("iframe");
  await frame.getByText("About Sahaj").first().click();
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await expect(title).toHaveValue("About Sahaj");
  await title.fill("About the Sahaj Centre");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const started = Date.now();
  await expect(page.getByText("Published. The website shows your change now.")).toBeVisible({ timeout: 60_000 });
  test.info().annotations.push({ type: "publish to live", description: `${Date.now() - started} ms` });
  expect(service.currentBuild()).not.toBe(buildBefore);
  expect(await liveAbout(request)).toContain("About the Sahaj Centre");
  expect(service.copy.gitLog()[0]).toEqual({
    author: "Asha Patel",
    subject: "About Us › Page banner › Title: “About Sahaj” → “About the Sahaj Centre”",
  });

  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: /^History/ }).click();
  await expect(page).toHaveURL(`${service.editor}/edit-history`);
  const versions = page.locator(".ed-history__version");
  await expect(versions.first()).toContainText(
    "About Us › Page banner › Title: “About Sahaj” → “About the Sahaj Centre”",
  );
  await expect(versions.first()).toContainText("Asha Patel");
  await expect(versions.first()).toContainText("The website shows this version");

  await versions.nth(1).getByRole("button", { name: "Restore this version" }).click();
  await page.getByRole("button", { name: "Restore it" }).click();
  await expect(page.getByText(/^Restored “Site as copied”\. The website shows that version now/)).toBeVisible({
    timeout: 60_000,
  });
  const live = await liveAbout(request);
  expect(live).toContain("About Sahaj");
  expect(live).not.toContain("About the Sahaj Centre");
  expect(service.copy.gitLog()[0]).toEqual({
    author: "Asha Patel",
    subject: expect.stringMatching(
      /^Restored the version of \d{1,2} \w{3,4} \d{4}, \d\d:\d\d by Site test \(“Site as copied”\)$/,
    ),
  });
  await expect(versions.first()).toContainText(/Restored the version of .+ by Site test \(“Site as copied”\)/);
  await expect(versions.first()).toContainText(
    "Undid: About Us › Page banner › Title: “About Sahaj” → “About the Sahaj Centre”",
  );
  await expect(versions).toHaveCount(3);

  // The version taken back can still be seen as it was.
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    versions.nth(1).getByRole("link", { name: "/about" }).click(),
  ]);
  tab.on("pageerror", (error) => errors.push(String(error)));
  await expect(
    tab.getByText(
      /^Preview of \/about as the version “About Us › Page banner › Title: “About Sahaj” → “About the Sahaj Centre”/,
    ),
  ).toBeVisible();
  await expect(tab.getByRole("heading", { name: "About the Sahaj Centre" })).toBeVisible();
  await tab.close();
  expect(errors).toEqual([]);
});

test("a page of another origin cannot publish, even in a signed-in browser; signing out ends the session", async ({
  page,
}) => {
  const { token, ...manifest } = await signedInEditor(page);
  const changed = JSON.parse(manifest.text);
  changed.site.name = "Taken over";
  const manifestBefore = service.copy.readManifestText();
  const commitsBefore = commitCount();
  const fromElsewhere = await page.request.post(`${service.editor}/api/publish`, {
    headers: { Origin: "http://evil.example", "X-Editor-Token": token },
    data: { baseHash: manifest.hash, manifest: changed },
  });
  expect(fromElsewhere.status()).toBe(403);
  const withoutToken = await page.request.post(`${service.editor}/api/publish`, {
    headers: { Origin: service.editor },
    data: { baseHash: manifest.hash, manifest: changed },
  });
  expect(withoutToken.status()).toBe(403);
  const signOutFromElsewhere = await page.request.post(`${service.editor}/sign-out`, {
    headers: { Origin: "http://evil.example" },
  });
  expect(signOutFromElsewhere.status()).toBe(403);
  expect(service.copy.readManifestText()).toBe(manifestBefore);
  expect(commitCount()).toBe(commitsBefore);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("alert")).toHaveText("You are signed out.");
  const afterSignOut = await page.request.get(`${service.editor}/api/manifest`, {
    headers: { "X-Editor-Token": token },
  });
  expect(afterSignOut.status()).toBe(401);
});

test("a build that fails (a broken picture) leaves the live site as it was and says why", async ({ page, request }) => {
  // Its header is whole, so it passes as a picture of its size; its data stops a quarter of the way in.
  const whole = readFileSync(join(service.copy.publicDir, "images/banners/about-banner.jpg"));
  writeFileSync(join(service.copy.publicDir, "images/banners/broken.jpg"), whole.subarray(0, whole.length / 4));
  const { token, ...disk } = await signedInEditor(page);
  const manifest = JSON.parse(disk.text);
  const about = manifest.routes.find((route: { path: string }) => route.path === "/about");
  about.blocks[0].image = "/images/banners/broken.jpg";
  about.blocks[0].title = "Never shown";
  const buildBefore = service.currentBuild();
  const liveBefore = await liveAbout(request);
  const manifestBefore = service.copy.readManifestText();
  const commitsBefore = commitCount();
  const response = await page.request.post(`${service.editor}/api/publish`, {
    headers: { Origin: service.editor, "X-Editor-Token": token },
    data: { baseHash: disk.hash, manifest },
  });
  const body = (await response.json()) as { error: string; message: string };
  expect(response.status(), body.message).toBe(500);
  expect(body.error).toBe("build-failed");
  expect(body.message).toMatch(/^The website could not be built from this version, so nothing was published/);
  expect(body.message).toContain(
    "The picture /images/banners/broken.jpg, shown on “About Us” (/about), cannot be read: it may be damaged",
  );
  expect(service.currentBuild()).toBe(buildBefore);
  expect(await liveAbout(request)).toBe(liveBefore);
  expect(service.copy.readManifestText()).toBe(manifestBefore);
  expect(commitCount()).toBe(commitsBefore);

  // In the editor: the same change as the person's draft, published, offers to replace the picture where it shows.
  const saved = await page.request.put(`${service.editor}/api/draft`, {
    headers: { Origin: service.editor, "X-Editor-Token": token },
    data: { baseHash: disk.hash, base: JSON.parse(disk.text), manifest, replaces: null },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Nothing was published." });
  await expect(refusal).toContainText("The picture /images/banners/broken.jpg, shown on “About Us” (/about)", {
    timeout: 60_000,
  });
  await refusal.getByRole("button", { name: "Replace it on “About Us”" }).click();
  await expect(page.getByRole("button", { name: "Upload a new picture" }).filter({ visible: true })).toBeVisible();
  await expect(page.locator("input[value='/images/banners/broken.jpg']").filter({ visible: true })).toBeVisible();
  expect(commitCount()).toBe(commitsBefore);
});

test("a contributor edits but cannot publish, restore, schedule, remove pictures or read requests", async ({
  page,
}) => {
  service.addAccount("Meena Joshi", password, "contributor");
  await signIn(page, "Meena Joshi");
  await expect(page).toHaveURL(`${service.editor}/edit/about`);
  await expect(page.getByRole("button", { name: "All pages" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Requests/ })).toHaveCount(0);
  const token = (await page.locator('meta[name="editor-token"]').getAttribute("content")) ?? "";
  const headers = { Origin: service.editor, "X-Editor-Token": token };
  const disk = (await (await page.request.get(`${service.editor}/api/manifest`, { headers })).json()) as {
    text: string;
    hash: string;
  };
  const changed = JSON.parse(disk.text);
  changed.site.name = "Changed by a contributor";
  const manifestBefore = service.copy.readManifestText();
  const commitsBefore = commitCount();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 16);
  const asks: [string, string, unknown?][] = [
    ["POST", "/api/publish", { baseHash: disk.hash, manifest: changed }],
    ["POST", "/api/restore", { baseHash: disk.hash, commit: "HEAD" }],
    ["POST", "/api/schedule", { baseHash: disk.hash, manifest: changed, at: tomorrow }],
    ["POST", "/api/scheduled/cancel", { id: "any" }],
    ["POST", "/api/scheduled/publish", { id: "any" }],
    ["POST", "/api/images/remove", { manifest: changed, paths: ["/images/banners/about-banner.jpg"] }],
    ["GET", "/api/requests"],
    ["GET", "/api/requests/export"],
    ["POST", "/api/requests/mark", { reference: "any", state: "done", note: "" }],
    ["POST", "/api/requests/erase", { phone: "9876543210" }],
    ["GET", "/api/newsletter"],
    ["GET", "/api/newsletter/export"],
    ["POST", "/api/newsletter/remove", { address: "someone@example.com" }],
    ["GET", "/api/proposals"],
    ["GET", "/api/proposals/site?author=Asha%20Patel"],
    ["POST", "/api/proposals/approve", { author: "Meena Joshi", revision: "any" }],
    ["POST", "/api/proposals/send-back", { author: "Meena Joshi", note: "" }],
    ["GET", "/api/accounts"],
    ["POST", "/api/accounts/add", { name: "Someone New", role: "owner" }],
    ["POST", "/api/accounts/role", { name: "Meena Joshi", role: "owner" }],
    ["POST", "/api/accounts/link", { name: "Asha Patel" }],
    ["POST", "/api/accounts/remove", { name: "Asha Patel" }],
  ];
  for (const [method, path, data] of asks) {
    const response = await page.request.fetch(`${service.editor}${path}`, { method, headers, data });
    const body = (await response.json()) as { error: string; message: string };
    expect(response.status(), `${method} ${path}`).toBe(403);
    expect(body.error, `${method} ${path}`).toBe("forbidden");
    expect(body.message, `${method} ${path}`).toMatch(/^As Contributor you cannot .+\. The clinic's owner can change/);
  }
  expect(service.copy.readManifestText()).toBe(manifestBefore);
  expect(commitCount()).toBe(commitsBefore);
  expect(existsSync(join(service.copy.publicDir, "images/banners/about-banner.jpg"))).toBe(true);

  // What editing needs stays open: site.json, a draft of one's own, what is new (without the count of requests).
  const draft = await page.request.put(`${service.editor}/api/draft`, {
    headers,
    data: { baseHash: disk.hash, base: JSON.parse(disk.text), manifest: changed, replaces: null },
  });
  expect(draft.status()).toBe(200);
  const activity = await (await page.request.get(`${service.editor}/api/activity?page=/about`, { headers })).json();
  expect(activity).not.toHaveProperty("newRequests");
  const session = await page.request.get(`${service.editor}/api/session`, { headers });
  expect(await session.json()).toEqual({ name: "Meena Joshi", role: "contributor", may: ["edit"] });

  // A role changed from the terminal counts from the person's next request, with no new sign-in.
  expect(service.editorUser("role", "meena joshi", "publisher")).toContain("is Publisher");
  const cancel = await page.request.post(`${service.editor}/api/scheduled/cancel`, { headers, data: { id: "any" } });
  expect(((await cancel.json()) as { error: string }).error).toBe("not-scheduled");
  expect((await (await page.request.get(`${service.editor}/api/session`, { headers })).json()).role).toBe("publisher");
  // And back: a tab opened while they could publish is refused from the next request on.
  service.editorUser("role", "Meena Joshi", "contributor");
  const fromOldTab = await page.request.post(`${service.editor}/api/publish`, {
    headers,
    data: { baseHash: disk.hash, manifest: changed },
  });
  expect(fromOldTab.status()).toBe(403);
  expect(commitCount()).toBe(commitsBefore);

  // A removed account's session ends at once.
  service.editorUser("remove", "Meena Joshi");
  expect((await page.request.get(`${service.editor}/api/manifest`, { headers })).status()).toBe(401);
});

// Last: its wrong passwords slow further sign-ins from this address (the runner's) for a while.
test("ten wrong passwords lock the account with a message, and then even the right one waits", async ({ page }) => {
  service.addAccount("Ravi Shah", "another long password", "publisher");
  const tryWrong = () =>
    page.request.post(`${service.editor}/sign-in`, {
      headers: { Origin: service.editor },
      form: { name: "Ravi Shah", password: "not the password", next: "/edit/" },
    });
  let failures = 0;
  while (failures < 9) {
    const response = await tryWrong();
    if (response.status() === 429) {
      expect(await response.text()).toContain("Too many wrong passwords. Wait");
      await page.waitForTimeout(Number(response.headers()["retry-after"]) * 1000);
      continue;
    }
    expect(response.status()).toBe(401);
    failures++;
  }
  await page.waitForTimeout(5000);
  await signIn(page, "Ravi Shah", "still not it");
  await expect(page.getByRole("alert")).toContainText("sign-in is locked. Try again in 15 minutes");
  await signIn(page, "ravi shah", "another long password");
  await expect(page.getByRole("alert")).toContainText("sign-in is locked");
  await expect(page).not.toHaveURL(/\/edit\/about$/);
  expect(service.output()).not.toContain("not the password");
  expect(service.output()).not.toContain("another long password");
});
