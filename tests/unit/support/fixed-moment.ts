import type { LocalMoment } from "../../../src/dates/local-moment.ts";
import { sampleSiteMoment } from "../../../scripts/test/builds.ts";

/** The moment on the clinic's clock tests draw pages as of: the sample site's, never today. */
export const fixedTestMoment: LocalMoment = sampleSiteMoment;
