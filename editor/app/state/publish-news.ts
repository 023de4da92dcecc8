import type { Activity } from "../../shared/contract.ts";

/** Who reads the news: a signed-in person on the clinic's server, or whoever edits site.json on a computer. */
export interface NewsReader {
  service: boolean;
  name: string;
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase("en") === b.toLocaleLowerCase("en");

/** What a version published meanwhile is, in words, for the person whose changes are carried onto it. */
export function publishedNews(news: Activity["latestPublish"], reader: NewsReader): string {
  if (news?.approvedBy) {
    const whose = reader.service && sameName(news.author, reader.name) ? "your" : `${news.author}’s`;
    return `${news.approvedBy} approved ${whose} change and published it: ${news.title}.`;
  }
  if (news && reader.service && sameName(news.author, reader.name)) {
    return `You published from another tab or device: ${news.title}.`;
  }
  if (news) return `${news.author} published: ${news.title}.`;
  return reader.service
    ? "A new version of the site was published."
    : "site.json was changed outside the editor (in a code editor, or by git).";
}

/** Who wrote the other side of a field both changed, as the question names them. */
export function conflictAuthor(news: Activity["latestPublish"], reader: NewsReader): string {
  if (news)
    return reader.service && sameName(news.author, reader.name) ? "You, in another tab or device," : news.author;
  return reader.service ? "Someone" : "The file on disk";
}
