import { useEffect } from "react";

/**
 * Sets the tab title, meta description and the page's language (`documentLanguage`) where the app draws
 * the page in the browser: `npm run dev`, and the editor's preview, which follows links within its tab.
 * A built page has them in its HTML.
 */
export function useDocumentMeta(title: string, description: string, lang: string | undefined) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    if (lang) document.documentElement.lang = lang;
  }, [title, description, lang]);
}
