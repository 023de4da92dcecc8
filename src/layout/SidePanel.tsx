import { useSite, useWords } from "../language/shown-site.tsx";
import { ContactList } from "./ContactList.tsx";
import { SocialLinks } from "./social-icons.tsx";
import { Icon } from "../icons/Icon.tsx";
import { Text } from "../text/Text.tsx";
import { plainText } from "../text/shown-text.ts";
import { LanguageLinks } from "./LanguageSwitcher.tsx";
import { isMultilingual } from "../language/site-languages.ts";

/**
 * A slide-in panel with the clinic's contact details, opened by the header's button as a popover:
 * Escape, the close button or a tap beside it close it, all without script.
 */
export function SidePanel() {
  const site = useSite();
  const words = useWords();
  return (
    <aside id="side-panel" className="side-panel" role="dialog" aria-labelledby="side-panel-title" popover="auto">
      <div className="side-panel__top">
        <h2 id="side-panel-title" className="side-panel__title">
          <Text value={site.name} />
        </h2>
        <button
          type="button"
          className="icon-button"
          popoverTarget="side-panel"
          popoverTargetAction="hide"
          aria-label={plainText(words.closeContactPanel)}
          autoFocus
        >
          <Icon id="close" />
        </button>
      </div>
      {site.header.sidePanelText && (
        <p className="side-panel__text">
          <Text value={site.header.sidePanelText} />
        </p>
      )}
      <h3 className="side-panel__subtitle">
        <Text value={words.contact} />
      </h3>
      <ContactList contact={site.contact} whatsapp={site.whatsapp} />
      <h3 className="side-panel__subtitle">
        <Text value={words.followUs} />
      </h3>
      <SocialLinks links={site.social} owner={plainText(site.name)} />
      {isMultilingual(site) && (
        <>
          <h3 className="side-panel__subtitle">
            <Text value={words.language} />
          </h3>
          <LanguageLinks className="language-links--panel" />
        </>
      )}
    </aside>
  );
}
