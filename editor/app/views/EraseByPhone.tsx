import { useId, useState } from "react";
import { askWith } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import { ConfirmBox } from "./ConfirmBox.tsx";

/**
 * A person's right to have their requests erased (DPDP Act s.12): every request sent with their phone
 * number goes, and only a line that it was stays, with who erased it. Asked twice, as it cannot be undone.
 */
export function EraseByPhone({ onErased }: { onErased: () => void }) {
  const id = useId();
  const [phone, setPhone] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string>();
  const digits = phone.replace(/\D/g, "");

  async function erase() {
    setConfirming(false);
    try {
      const { erased } = await askWith(apiEndpoints.eraseRequests, { phone });
      setOutcome(
        erased.length === 0
          ? `No request was sent with ${digits}.`
          : `Erased ${erased.length === 1 ? "request" : `${erased.length} requests`} ${erased.join(", ")}.`,
      );
      setPhone("");
      onErased();
    } catch (error) {
      setOutcome(`Nothing was erased: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <details className="ed-requests__erase">
      <summary>Erase a person's requests, on their asking</summary>
      <div className="ed-requests__erase-form">
        <label htmlFor={`${id}-phone`}>
          Their phone number
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <button
          id={`${id}-open`}
          type="button"
          className="ed-button"
          disabled={digits.length < 10}
          onClick={() => setConfirming(true)}
        >
          Erase…
        </button>
      </div>
      {confirming && (
        <ConfirmBox
          question={`Erase every request sent with ${digits}?`}
          confirmLabel="Erase them"
          tone="danger"
          openerId={`${id}-open`}
          onConfirm={erase}
          onCancel={() => setConfirming(false)}
        >
          Everything they wrote and every note about them goes, and cannot be brought back. A line that each request was
          erased, by you, stays.
        </ConfirmBox>
      )}
      {outcome && <p role="status">{outcome}</p>}
    </details>
  );
}
