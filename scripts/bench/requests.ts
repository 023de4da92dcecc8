import { spawn } from "node:child_process";
import { once } from "node:events";
import { isPattern } from "../../src/manifest/path-rules.ts";
import { challengePath, requestsPath, type ProofChallenge } from "../../src/forms/request-contract.ts";
import { createHash } from "node:crypto";
import { nodeScriptArgs } from "../system/node-script.ts";
import { readManifest } from "../manifest/read-manifest.ts";
import { requestBudgets } from "./budgets.ts";

/**
 * `npm run bench:requests`: how many patients' requests the clinic's server keeps per second, and how
 * long each waits for "received", with 20 patients sending at once (each from an address of their
 * own, as nginx hands them on), at the challenge's real difficulty. The challenges are fetched and
 * solved first, as each patient's phone does while they type; then the requests are sent as fast as
 * the server answers. The server (requests-server.ts) runs in a process of its own. Exits non-zero
 * when a budget of docs/budgets.md is missed.
 */
const total = Number(process.env.BENCH_REQUESTS ?? 2000);
const clients = 20;

const report = await readManifest();
const page = report.manifest?.routes.find(
  (route) => !isPattern(route.path) && route.blocks.some((block) => block.type === "contactForm"),
)?.path;
if (!page) {
  console.error("site.json has no page with a contact form: nothing to send requests to.");
  process.exit(1);
}

const server = spawn(process.execPath, nodeScriptArgs("scripts/bench/requests-server.ts"), {
  stdio: ["ignore", "pipe", "inherit"],
});
const [line] = (await Promise.race([
  once(server.stdout, "data"),
  new Promise((_, reject) => setTimeout(() => reject(new Error("The server did not start in 60 s.")), 60_000)),
])) as [Buffer];
const port = /listening on (\d+)/.exec(line.toString())?.[1];
const base = `http://127.0.0.1:${port}`;
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * The proof a phone finds with Web Crypto, found here with Node's own hashing, many times faster: the
 * bench measures the server, not this machine solving 2,000 challenges.
 */
function solved(challenge: ProofChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (
      createHash("sha256")
        .update(challenge.salt + number)
        .digest("hex") !== challenge.challenge
    )
      continue;
    const { algorithm, salt, signature } = challenge;
    return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
  }
  throw new Error("A challenge without an answer.");
}

/** Runs `work` for indexes 0…count-1, `clients` at a time. */
async function inTurns(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

try {
  const proofs: string[] = [];
  const challengeStart = performance.now();
  await inTurns(total, async (index) => {
    const answer = await fetch(`${base}${challengePath}`, { signal: AbortSignal.timeout(10_000) });
    proofs[index] = solved((await answer.json()) as ProofChallenge);
  });
  const challengeSeconds = (performance.now() - challengeStart) / 1000;

  const times: number[] = [];
  const statuses = new Map<number, number>();
  const start = performance.now();
  await inTurns(total, async (index) => {
    const sent = performance.now();
    const answer = await fetch(`${base}${requestsPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Real-IP": addressOf(index) },
      body: JSON.stringify({
        form: "contact",
        page,
        fields: {
          name: `Patient ${index}`,
          email: `patient${index}@example.in`,
          contact: "9876543210",
          subject: "A question about timings",
          message: "Could you tell me when the physiotherapist sees patients on Saturdays, and what to bring?",
        },
        website: "",
        proof: proofs[index],
        key: `bench-request-key-${index}`,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    await answer.arrayBuffer();
    times.push(performance.now() - sent);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  });
  const seconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1];
  const perSecond = total / seconds;
  const kept = statuses.get(201) ?? 0;
  console.log(
    `Challenges: ${total} fetched and solved in ${challengeSeconds.toFixed(1)} s ` +
      "(at the real difficulty, solved here with Node's hashing).",
  );
  console.log(
    `Requests: ${total} from ${clients} clients in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)} per second, ` +
      `answered in ${times[Math.floor(times.length / 2)].toFixed(0)} ms (median), ${p95.toFixed(0)} ms (95th ` +
      `percentile), ${times[times.length - 1].toFixed(0)} ms (slowest); ${kept} kept.`,
  );
  const misses = [
    ...(kept === total ? [] : [`${total - kept} requests not kept (${JSON.stringify(Object.fromEntries(statuses))})`]),
    ...(perSecond >= requestBudgets.perSecond
      ? []
      : [`${perSecond.toFixed(0)} per second < ${requestBudgets.perSecond}`]),
    ...(p95 <= requestBudgets.p95Ms ? [] : [`95th percentile ${p95.toFixed(0)} ms > ${requestBudgets.p95Ms} ms`]),
  ];
  console.log(misses.length ? `Missed: ${misses.join("; ")}.` : "Every budget met.");
  process.exitCode = misses.length ? 1 : 0;
} finally {
  server.kill("SIGTERM");
}
