import { site } from "virtual:site";
import { useEffect, useRef } from "react";
import { FiX } from "react-icons/fi";
import { ContactList } from "./ContactList.tsx";
import { SocialLinks } from "./social-icons.tsx";

/** A slide-in panel with the clinic's contact details; Escape, the close button or the backdrop close it. */
export function SidePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <div className={`side-panel${open ? " is-open" : ""}`} hidden={!open}>
      <div className="side-panel__backdrop" onClick={onClose} aria-hidden="true" />
      <aside
        id="side-panel"
        className="side-panel__sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="side-panel-title"
      >
        <div className="side-panel__top">
          <h2 id="side-panel-title" className="side-panel__title">
            {site.name}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label="Close contact panel"
          >
            <FiX aria-hidden="true" />
          </button>
        </div>
        {site.header.sidePanelText && <p className="side-panel__text">{site.header.sidePanelText}</p>}
        <h3 className="side-panel__subtitle">Contact</h3>
        <ContactList contact={site.contact} whatsapp={site.whatsapp} />
        <h3 className="side-panel__subtitle">Follow us</h3>
        <SocialLinks links={site.social} owner={site.name} />
      </aside>
    </div>
  );
}
