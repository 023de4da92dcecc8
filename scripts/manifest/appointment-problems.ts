import type { ManifestProblem } from "./problem.ts";
import { isObject, type JsonObject } from "./json-object.ts";

/*
 * What the schema cannot say about the appointment settings: whether a time zone exists, whether
 * a message names only words the form can fill in, and whether a form taking requests has EmailJS
 * settings to send them with. Like the other checks beyond the schema, these read the manifest as
 * unknown JSON. The hours it checks against are checked with the other opening hours.
 */

/** Placeholders each message may use. */
const placeholders: Record<string, string[]> = {
  notTaken: ["phone"],
  sent: ["phone"],
  failed: ["phone"],
  dayClosed: ["day", "week"],
  timeOutsideHours: ["day", "hours"],
};

function timeZoneProblems(site: JsonObject): ManifestProblem[] {
  const zone = site.timeZone;
  if (typeof zone !== "string") return [];
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return [];
  } catch {
    return [
      {
        severity: "error",
        path: ["site", "timeZone"],
        message: `"${zone}" is not a time zone this browser or any other knows.`,
        hint: "Use a name from the time zone database, e.g. Asia/Kolkata.",
      },
    ];
  }
}

function messageProblems(messages: unknown, at: (string | number)[]): ManifestProblem[] {
  if (!isObject(messages)) return [];
  return Object.entries(messages).flatMap(([name, text]) => {
    if (typeof text !== "string") return [];
    const allowed = placeholders[name] ?? [];
    const unknown = [...text.matchAll(/\{([^{}]*)\}/g)]
      .map((match) => match[1])
      .filter((word) => !allowed.includes(word));
    if (unknown.length === 0) return [];
    return [
      {
        severity: "error" as const,
        path: [...at, "messages", name],
        message: `{${unknown[0]}} would be shown as it is written: this message has nothing to put there.`,
        hint: allowed.length
          ? `This message can use ${allowed.map((word) => `{${word}}`).join(", ")}.`
          : "This message takes no {…} words.",
      },
    ];
  });
}

/** Requests switched on with nowhere to send them: every request would fail (the visitor is told to call). */
function sendingProblems(site: unknown, at: (string | number)[]): ManifestProblem[] {
  const emailjs = isObject(site) ? site.emailjs : undefined;
  const filled = (key: string) =>
    isObject(emailjs) && typeof emailjs[key] === "string" && String(emailjs[key]).trim() !== "";
  if (filled("serviceId") && filled("publicKey")) return [];
  return [
    {
      severity: "warning",
      path: [...at, "emailTemplateId"],
      message:
        "This form takes requests online, but site.emailjs has no serviceId and publicKey: " +
        "every request will fail and visitors will be asked to call.",
      hint: "Add the EmailJS service id and public key to site.emailjs, or remove emailTemplateId.",
    },
  ];
}

export function appointmentProblems(manifest: unknown): ManifestProblem[] {
  if (!isObject(manifest)) return [];
  const problems = isObject(manifest.site) ? timeZoneProblems(manifest.site) : [];
  const routes = Array.isArray(manifest.routes) ? manifest.routes : [];
  routes.forEach((route, routeIndex) => {
    if (!isObject(route) || !Array.isArray(route.blocks)) return;
    route.blocks.forEach((block, blockIndex) => {
      if (!isObject(block) || block.type !== "appointmentForm") return;
      const at = ["routes", routeIndex, "blocks", blockIndex];
      problems.push(...messageProblems(block.messages, at));
      if (typeof block.emailTemplateId === "string") problems.push(...sendingProblems(manifest.site, at));
    });
  });
  return problems;
}
