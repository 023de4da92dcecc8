import { Fragment } from "react";
import { PhoneLink } from "../layout/PhoneLink.tsx";
import type { Text } from "../manifest/site-manifest.generated.ts";
import { shownText } from "../text/shown-text.ts";

/**
 * A message from site.json, with each {phone} written as the clinic's number, a link that calls it.
 * A message not translated into the page's language is marked with the language it is in.
 */
export function MessageText({ message, phone }: { message: Text; phone: string }) {
  const { words, lang } = shownText(message);
  const parts = words.split("{phone}").map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <PhoneLink phone={phone} />}
      {part}
    </Fragment>
  ));
  return lang ? <span lang={lang}>{parts}</span> : <>{parts}</>;
}
