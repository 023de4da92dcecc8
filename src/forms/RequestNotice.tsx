import type { RequestSettings } from "../manifest/site-manifest.generated.ts";
import { fillWords } from "../language/fill-words.ts";
import { useWords } from "../language/shown-site.tsx";
import { Text } from "../text/Text.tsx";
import { defaultKeepClosedDays } from "./request-contract.ts";
import { receiverOf } from "./send-request.ts";

/**
 * What the clinic keeps of a request and why, in the page's language (DPDP Act s.5: what, why, how
 * long, how to have it erased, whom to ask), and the separate, optional, unticked box for health tips
 * and offers: the request never depends on it. Shown only where requests go to the clinic's own server,
 * which keeps them as it says.
 */
export function RequestNotice({
  id,
  requests,
  clinicEmail,
  offers,
  onOffersChange,
}: {
  id: string;
  requests: RequestSettings | undefined;
  clinicEmail: string;
  offers: boolean;
  onOffersChange: (offers: boolean) => void;
}) {
  const words = useWords();
  if (!requests || receiverOf(requests) !== "clinicServer") return null;
  const notice = fillWords(words.requestNotice, {
    days: String(requests.keepClosedDays ?? defaultKeepClosedDays),
    contact: requests.dataContact?.trim() || clinicEmail,
  });
  return (
    <div className="form-privacy form-field--wide">
      <p id={`${id}-notice`} className="form-privacy__notice">
        <Text value={notice} />
      </p>
      <label className="form-choices__choice" htmlFor={`${id}-offers`}>
        <input
          id={`${id}-offers`}
          type="checkbox"
          name="offers"
          checked={offers}
          onChange={(event) => onOffersChange(event.target.checked)}
        />
        <span>
          <Text value={words.offersConsent} />
        </span>
      </label>
    </div>
  );
}
