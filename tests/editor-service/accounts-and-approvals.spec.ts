import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { apiAs } from "./api-as.ts";
import { retitleBanner } from "./banner-title.ts";
import { startService, type RunningService } from "./service-fixture.ts";

let service: RunningService;
const password = "correct horse battery";

test.beforeAll(async () => {
  service = await startService();
  service.addAccount("Asha Patel", password);
  service.addAccount("Meena Joshi", password, "contributor");
});

test.afterAll(async () => service?.stop());

/** A person of their own browser, signed in, with the editor open at `path` and drawn. */
async function personAt(browser: Browser, name: string, path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${service.editor}${path}`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${service.editor}${path}`);
  expect(errors, `script errors while ${name}'s editor opened`).toEqual([]);
  return page;
}

async function askForApproval(page: Page, message: string) {
  await page.getByRole("button", { name: "Ask for approval…" }).click();
  await page.getByLabel("Message for the approver (optional)").fill(message);
  await page.getByRole("button", { name: "Ask for approval", exact: true }).click();
  await expect(page.getByText("Waiting for approval", { exact: true })).toBeVisible();
}

async function live(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${service.website}${path}`, { timeout: 10_000 });
  return response.ok() ? response.text() : "";
}

/** The last version's author, committer and approver, as git has them. */
function lastCommitPeople(): string {
  return execFileSync("git", ["log", "-1", "--format=%an|%cn|%(trailers:key=Approved-by,valueonly,separator=)"], {
    cwd: service.copy.dir,
    encoding: "utf8",
  }).trim();
}

test("a contributor asks for approval; the owner, on a phone, sees it as it would go live and approves it", async ({
  browser,
  request,
}) => {
  const meena = await personAt(browser, "Meena Joshi", "/edit/contact", 1440);
  await expect(meena.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await retitleBanner(meena, "Contact Us", "Reach the Sahaj team");
  await askForApproval(meena, "The new banner we agreed on");
  expect(await live(request, "/contact")).not.toContain("Reach the Sahaj team");

  const asha = await personAt(browser, "Asha Patel", "/edit/about", 390);
  const waiting = asha.getByRole("button", { name: /^Waiting for approval: / }).filter({ visible: true });
  await expect(waiting).toHaveAccessibleName("Waiting for approval: 1", { timeout: 15_000 });
  await expect(waiting).toHaveText(/^Approve\s*1$/, { useInnerText: true });
  // The count leaves room in the phone's bar for Publish.
  await expect(asha.getByRole("button", { name: "Publish", exact: true }).filter({ visible: true })).toBeInViewport({
    ratio: 1,
  });
  await waiting.click();
  await expect(asha).toHaveURL(`${service.editor}/edit-approvals`);
  const proposal = asha.getByRole("listitem", { name: /^Meena Joshi: / });
  await expect(proposal).toContainText("Asked by Meena Joshi");
  await expect(proposal).toContainText("“The new banner we agreed on”");
  await expect(proposal).toContainText("Contact Us › Page banner › Title: “Contact Us” → “Reach the Sahaj team”");

  const [preview] = await Promise.all([
    asha.context().waitForEvent("page"),
    proposal.getByRole("link", { name: "/contact" }).click(),
  ]);
  await expect(preview.getByText("as it would go live if Meena Joshi’s proposal is approved")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Reach the Sahaj team" })).toBeVisible();
  await preview.close();

  const started = Date.now();
  await proposal.getByRole("button", { name: "Approve and publish" }).click();
  await expect(asha.getByText("Approved: Meena Joshi’s change")).toBeVisible({ timeout: 60_000 });
  test.info().annotations.push({ type: "approval to live", description: `${Date.now() - started} ms` });
  await expect(asha.getByText("Nothing waits for approval.")).toBeVisible();
  expect(await live(request, "/contact")).toContain("Reach the Sahaj team");
  expect(lastCommitPeople()).toBe("Meena Joshi|Asha Patel|Asha Patel");
  await expect(meena.getByText("Asha Patel approved your changes: the website shows them now.")).toBeVisible({
    timeout: 15_000,
  });

  await asha.goto(`${service.editor}/edit-history`);
  await expect(asha.locator(".ed-history__version").filter({ hasText: "Reach the Sahaj team" }).first()).toContainText(
    "Meena Joshi · approved by Asha Patel",
  );
});

test("a proposal sent back with a note tells its author why, and keeps their changes", async ({ browser, request }) => {
  const meena = await personAt(browser, "Meena Joshi", "/edit/about", 1440);
  await retitleBanner(meena, "About Sahaj", "About us, in short");
  await askForApproval(meena, "");

  const asha = await personAt(browser, "Asha Patel", "/edit-approvals", 1440);
  const proposal = asha.getByRole("listitem", { name: /^Meena Joshi: / });
  await proposal.getByRole("button", { name: "Send back…" }).click();
  await proposal.getByLabel("What should Meena Joshi change? (optional)").fill("Keep the clinic's name in it, please.");
  await proposal.getByRole("button", { name: "Send back", exact: true }).click();
  await expect(asha.getByText("Sent back to Meena Joshi")).toBeVisible();

  await expect(
    meena.getByText("Asha Patel sent your changes back: “Keep the clinic's name in it, please.”"),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(meena.getByRole("button", { name: "Ask for approval…" })).toBeEnabled();
  expect(await live(request, "/about")).not.toContain("About us, in short");
  await meena.reload();
  await expect(meena.getByText("Asha Patel sent your changes back")).toBeVisible({ timeout: 15_000 });
  await expect(meena.getByText("Not on the website yet: About Us › Page banner › Title")).toBeVisible();
});

test("an approval names the revision it saw; a clash with a newer version is the approver's to choose", async ({
  playwright,
}) => {
  // A contributor of its own: the tests before leave Meena's draft and proposal as they end.
  service.addAccount("Ravi Shah", password, "contributor");
  const ravi = await apiAs(playwright, service, "Ravi Shah", password);
  const asha = await apiAs(playwright, service, "Asha Patel", password);
  const disk = (await ravi.get("/api/manifest")) as { text: string; hash: string };
  const base = JSON.parse(disk.text);
  const draftWith = (name: string) => ({ ...base, site: { ...base.site, name } });
  const saved = await ravi.send("PUT", "/api/draft", {
    baseHash: disk.hash,
    base,
    manifest: draftWith("Sahaj Centre"),
    replaces: null,
  });
  expect((await ravi.send("POST", "/api/proposal", { message: "" })).status).toBe(200);
  const [seen] = (await asha.get("/api/proposals")).proposals;
  expect(seen.changes).toEqual(["Site settings › Name: “Sahaj Multispeciality Health Centre” → “Sahaj Centre”"]);

  await ravi.send("PUT", "/api/draft", {
    baseHash: disk.hash,
    base,
    manifest: draftWith("Sahaj Health"),
    replaces: saved.body.revision,
  });
  const commitsBefore = service.copy.gitLog().length;
  const stale = await asha.send("POST", "/api/proposals/approve", { author: "Ravi Shah", revision: seen.revision });
  expect(stale).toMatchObject({ status: 409, body: { error: "proposal-changed" } });

  const published = await asha.send("POST", "/api/publish", {
    baseHash: disk.hash,
    manifest: draftWith("Sahaj Clinic"),
  });
  expect(published.status).toBe(200);
  const [clashing] = (await asha.get("/api/proposals")).proposals;
  expect(clashing.clashes).toEqual([
    { key: '["site","name"]', place: "Site settings › Name", mine: "“Sahaj Health”", theirs: "“Sahaj Clinic”" },
  ]);
  const refused = await asha.send("POST", "/api/proposals/approve", {
    author: "Ravi Shah",
    revision: clashing.revision,
  });
  expect(refused).toMatchObject({ status: 409, body: { error: "proposal-clash" } });
  expect(refused.body.message).toContain("Choose which stays in each, or send it back to Ravi Shah");
  expect(service.copy.gitLog().length).toBe(commitsBefore + 1);
  expect(JSON.parse(service.copy.readManifestText()).site.name).toBe("Sahaj Clinic");

  // The approver chooses the proposal's name: it goes live, under its author's name.
  const chosen = await asha.send("POST", "/api/proposals/approve", {
    author: "Ravi Shah",
    revision: clashing.revision,
    choices: { '["site","name"]': "mine" },
  });
  expect(chosen).toMatchObject({ status: 200, body: { kind: "published" } });
  expect(JSON.parse(service.copy.readManifestText()).site.name).toBe("Sahaj Health");
  expect(service.copy.gitLog()[0].author).toBe("Ravi Shah");
});

test("the owner adds a Front desk account in the editor; its one-time link lets that person in, to Requests", async ({
  browser,
}) => {
  const asha = await personAt(browser, "Asha Patel", "/edit-accounts", 1440);
  await asha.getByLabel("Name").fill("Kiran Desai");
  await asha.getByRole("combobox", { name: "Role" }).first().selectOption("front-desk");
  await asha.getByRole("button", { name: "Add and make a sign-in link" }).click();
  await expect(asha.getByText("Kiran Desai is added as Front desk.")).toBeVisible();
  const link = await asha.getByLabel("Sign-in link for Kiran Desai").inputValue();
  expect(link).toMatch(new RegExp(`^${service.editor}/welcome\\?key=[\\w-]{43}$`));
  await expect(asha.getByRole("listitem", { name: "Kiran Desai" })).toContainText("Has not chosen a password yet");

  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } });
  const kiran = await context.newPage();
  await kiran.goto(link);
  await expect(kiran.getByText("Welcome, Kiran Desai.")).toBeVisible();
  await kiran.getByLabel("New password", { exact: true }).fill("front desk password");
  await kiran.getByLabel("The same password again").fill("front desk password");
  await kiran.getByRole("button", { name: "Save my password and sign in" }).click();
  await expect(kiran).toHaveURL(`${service.editor}/edit/`);
  await expect(kiran.getByRole("button", { name: "Requests" }).filter({ visible: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(kiran.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);

  const again = await context.request.get(link);
  expect(again.status()).toBe(410);
  expect(await again.text()).toContain("This link no longer works");
  expect(service.output()).not.toContain(link.split("key=")[1]);
  await asha.reload();
  await expect(asha.getByRole("listitem", { name: "Kiran Desai" })).toContainText("Added ");
});

test("the clinic always keeps an owner: the last one can be neither removed nor given another role", async ({
  playwright,
}) => {
  const asha = await apiAs(playwright, service, "Asha Patel", password);
  for (const [path, data] of [
    ["/api/accounts/role", { name: "asha patel", role: "publisher" }],
    ["/api/accounts/remove", { name: "Asha Patel" }],
  ] as const) {
    const refused = await asha.send("POST", path, data);
    expect(refused, path).toMatchObject({ status: 409, body: { error: "last-owner" } });
  }
  const accounts = (await asha.get("/api/accounts")).accounts as { name: string; role: string }[];
  expect(accounts.find((account) => account.name === "Asha Patel")?.role).toBe("owner");
});

test("a contributor's change to go live at a moment waits for approval, then for its moment, under both names", async ({
  playwright,
}) => {
  service.addAccount("Priya Shah", password, "contributor");
  const priya = await apiAs(playwright, service, "Priya Shah", password);
  const asha = await apiAs(playwright, service, "Asha Patel", password);
  const disk = (await priya.get("/api/manifest")) as { text: string; hash: string };
  const base = JSON.parse(disk.text);
  const manifest = { ...base, site: { ...base.site, description: "Open on Sundays from January." } };
  await priya.send("PUT", "/api/draft", { baseHash: disk.hash, base, manifest, replaces: null });
  const refused = await priya.send("POST", "/api/schedule", { baseHash: disk.hash, manifest, at: "2027-01-15T09:00" });
  expect(refused.status).toBe(403);
  const asked = await priya.send("POST", "/api/proposal", { message: "For the new year", at: "2027-01-15T09:00" });
  expect(asked).toMatchObject({ status: 200, body: { state: "waiting", at: "2027-01-15T09:00" } });

  const commitsBefore = service.copy.gitLog().length;
  const [proposal] = ((await asha.get("/api/proposals")).proposals as { author: string; revision: string }[]).filter(
    (each) => each.author === "Priya Shah",
  );
  expect(proposal).toMatchObject({ at: "2027-01-15T09:00" });
  const approved = await asha.send("POST", "/api/proposals/approve", {
    author: "Priya Shah",
    revision: proposal.revision,
  });
  expect(approved).toMatchObject({ status: 200, body: { kind: "scheduled", scheduled: { at: "2027-01-15T09:00" } } });
  const { scheduled } = await asha.get("/api/scheduled");
  expect(scheduled).toContainEqual(
    expect.objectContaining({ author: "Priya Shah", approvedBy: "Asha Patel", at: "2027-01-15T09:00" }),
  );
  expect(service.copy.gitLog().length).toBe(commitsBefore);
  expect((await priya.get("/api/proposal")).proposal).toMatchObject({ state: "approved", decidedBy: "Asha Patel" });
});
