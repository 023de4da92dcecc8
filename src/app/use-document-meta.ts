import { useEffect } from "react";

/**
 * Keeps the tab title, meta description and the page's language (`documentLanguage`) in step with
 * client-side navigation (`npm run dev`, the editor's preview); prerendering writes them into the HTML.
 */
export function useDocumentMeta(title: string, description: string, lang: string | undefined) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    if (lang) document.documentElement.lang = lang;
  }, [title, description, lang]);
}
