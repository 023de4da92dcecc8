import type { Notice } from "../manifest/site-manifest.generated.ts";
import { Icon } from "../icons/Icon.tsx";
import { useWords } from "../language/shown-site.tsx";
import { SiteLink } from "../layout/SiteLink.tsx";
import { RichText } from "../text/RichText.tsx";
import { Text } from "../text/Text.tsx";
import { plainText } from "../text/shown-text.ts";

/**
 * One notice: a region a screen reader lists by its name (Notice, Important notice), its text and its
 * link. An important one says so in words too, not only by its colour.
 */
export function NoticeBox({ notice }: { notice: Pick<Notice, "text" | "level" | "link"> }) {
  const words = useWords();
  const important = notice.level === "important";
  return (
    <section
      className={`notice${important ? " notice--important" : ""}`}
      aria-label={plainText(important ? words.importantNotice : words.notice)}
    >
      <div className="container notice__inner">
        <Icon id={important ? "alert-triangle" : "calendar"} />
        <p className="notice__text">
          {important && (
            <strong className="notice__level">
              <Text value={words.importantNotice} />:{" "}
            </strong>
          )}
          <RichText text={notice.text} />
          {notice.link && (
            <>
              {" "}
              <SiteLink href={notice.link.href} className="notice__link">
                <Text value={notice.link.label} />
              </SiteLink>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
