import { sampleManifest, type SampleBlock, type SampleManifest } from "../fixtures/sample-site.ts";

/** The template id the test site's appointment forms name: it switches requests on. */
export const appointmentTemplateId = "template_appointments_test";

/**
 * The sample site with appointment requests switched on, as a clinic would do it (an
 * emailTemplateId on each appointment form), and without WhatsApp (site.whatsapp left out).
 */
export function requestsOnManifest(): SampleManifest {
  const manifest = sampleManifest();
  for (const route of manifest.routes)
    for (const block of route.blocks)
      if (block.type === "appointmentForm") block.emailTemplateId = appointmentTemplateId;
  delete manifest.site.whatsapp;
  return manifest;
}

export const manifest = requestsOnManifest();
export const appointmentsRoute = manifest.routes.find((route) => route.path === "/appointments")!;
export const appointmentForm = appointmentsRoute.blocks.find(
  (block): block is SampleBlock<"appointmentForm"> => block.type === "appointmentForm",
)!;
