/**
 * Speculation rules: where the browser supports them, a page of the site the visitor is about to
 * open (a pointer resting on its link, a finger coming down on it) is loaded and drawn ahead, so
 * the ordinary page load that follows is instant. They reach the browser as a file named by a
 * response header: an inline rules script would need 'inline-speculation-rules' in the CSP.
 */
export const speculationRulesPath = "/site.speculationrules";

/** The type browsers require of a rules file; the content types map it to its extension. */
export const speculationRulesType = "application/speculationrules+json";

export const speculationRulesHeader = { "Speculation-Rules": `"${speculationRulesPath}"` };

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          // Files (pictures, the rules themselves) are no pages; a new tab or a download is no visit.
          { not: { href_matches: "/*.*" } },
          { not: { selector_matches: "[target], [download], [rel~='nofollow']" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
