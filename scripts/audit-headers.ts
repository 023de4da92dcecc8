import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { selfSignedCertificate } from "./hosting/self-signed-certificate.ts";
import { serverHeadersFile } from "./hosting/write-host-configs.ts";
import { nodeScriptArgs } from "./system/node-script.ts";

/**
 * Grades the headers of the built site as served by `npm run preview:nginx`, with the MDN HTTP
 * Observatory scanner, over http://localhost and https://localhost on ports 80 and 443 (the
 * scanner tests one host name on the standard ports), its self-signed certificate trusted.
 * Not part of `npm test`: it needs ports 80 and 443, so run it as root or with that capability.
 *
 * The scanner is installed on demand, outside the project's lockfile, without its install
 * scripts: they download an HSTS preload list and a list of top-level domains from the internet
 * and build a database driver the command line never uses. It is given empty lists instead, and
 * then runs offline: the HSTS check then cannot credit a preload-listed domain, nothing else changes.
 */
const scannerVersion = "1.4.8";
const scannerHome = resolve("node_modules/.cache/mdn-http-observatory");
const scannerPackage = join(scannerHome, "node_modules/@mdn/mdn-http-observatory");
const distDir = resolve(process.argv[2] ?? process.env.OUT_DIR ?? "dist");

interface ScanResult {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
  error?: string;
}

function installScanner() {
  if (!existsSync(join(scannerPackage, "src/scan.js"))) {
    console.log(
      `Installing @mdn/mdn-http-observatory@${scannerVersion} into ${scannerHome} (without its install scripts).`,
    );
    const npm = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        scannerHome,
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        `@mdn/mdn-http-observatory@${scannerVersion}`,
      ],
      {
        stdio: "inherit",
      },
    );
    if (npm.status !== 0) throw new Error("Could not install the MDN HTTP Observatory scanner with npm.");
  }
  for (const [list, empty] of [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ]) {
    const file = join(scannerPackage, "conf", list);
    if (!existsSync(file)) writeFileSync(file, empty);
  }
}

function answers(certificate: string): Promise<boolean> {
  return new Promise((done) => {
    get("https://localhost/", { ca: readFileSync(certificate) }, (response) => {
      response.resume();
      done(response.statusCode === 200);
    }).on("error", () => done(false));
  });
}

async function main(): Promise<number> {
  if (!existsSync(join(distDir, serverHeadersFile))) {
    console.error(`${distDir} holds no built site: run npm run build first.`);
    return 1;
  }
  installScanner();
  const folder = mkdtempSync(join(tmpdir(), "audit-headers-"));
  const { certificate, key } = selfSignedCertificate(folder);
  const server = spawn(process.execPath, nodeScriptArgs("scripts/preview-nginx.ts", [distDir]), {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: "80", HTTPS_PORT: "443", TLS_CERT: certificate, TLS_KEY: key },
  });
  const stopped = new Promise((done) => server.on("exit", done));
  try {
    let ready = false;
    for (let attempt = 0; attempt < 100 && !ready && server.exitCode === null; attempt++) {
      ready = await answers(certificate);
      if (!ready) await new Promise((wait) => setTimeout(wait, 200));
    }
    if (!ready)
      throw new Error(
        "nginx did not answer on https://localhost/ (are ports 80 and 443 free, and may this user bind them?).",
      );

    const scan = spawnSync(process.execPath, [join(scannerPackage, "src/scan.js"), "localhost"], {
      encoding: "utf8",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
    });
    const result = JSON.parse(scan.stdout || "{}") as ScanResult;
    if (!result.scan || !result.tests) throw new Error(`The scanner failed: ${result.error ?? scan.stderr}`);
    for (const [name, test] of Object.entries(result.tests)) {
      const modifier = test.scoreModifier ? ` (${test.scoreModifier > 0 ? "+" : ""}${test.scoreModifier})` : "";
      console.log(`${test.pass ? "pass" : "FAIL"}  ${name.padEnd(32)} ${test.result}${modifier}`);
    }
    console.log(
      `\nMDN HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}/100 ` +
        `(${result.scan.testsPassed} of ${result.scan.testsQuantity} tests passed).`,
    );
    return result.scan.grade === "A+" ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
    await stopped;
    rmSync(folder, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: Error) => {
  console.error(error.message);
  return 1;
});
