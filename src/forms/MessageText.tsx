import { Fragment } from "react";
import { PhoneLink } from "../layout/PhoneLink.tsx";

/** A message from site.json, with each {phone} written as the clinic's number, a link that calls it. */
export function MessageText({ message, phone }: { message: string; phone: string }) {
  const parts = message.split("{phone}");
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <PhoneLink phone={phone} />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
