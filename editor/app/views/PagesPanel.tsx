import { useId, useState, type FormEvent } from "react";
import { editorMode, mayUse } from "../editor-mode.ts";
import { newRoute, pathProblem, slugOf } from "../state/new-page.ts";
import { usePages, type PageSummary } from "../contexts/pages-context.tsx";
import { useEditorServices } from "../contexts/editor-services.tsx";
import { ConfirmBox } from "./ConfirmBox.tsx";

/** The left-hand page list: every page by title and address, the site's settings, and adding or deleting a page. */
export function PagesPanel() {
  const id = useId();
  const control = usePages();
  const { languages } = useEditorServices();
  const [adding, setAdding] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<PageSummary>();
  return (
    <div className="ed-pages">
      <button
        type="button"
        className={control.settingsOpen ? "ed-pages__item ed-pages__item--current" : "ed-pages__item"}
        aria-current={control.settingsOpen ? "page" : undefined}
        onClick={control.openSettings}
      >
        <span className="ed-pages__title">Site settings</span>
        <span className="ed-pages__path">Menu, footer, contact details, social links, email form</span>
      </button>
      {editorMode === "service" && (
        <button type="button" className="ed-pages__item" onClick={control.openHistory}>
          <span className="ed-pages__title">History</span>
          <span className="ed-pages__path">Every published version; put an earlier one back</span>
        </button>
      )}
      {editorMode === "service" && mayUse("manage-accounts") && (
        <button type="button" className="ed-pages__item" onClick={control.openAccounts}>
          <span className="ed-pages__title">Accounts</span>
          <span className="ed-pages__path">Who may sign in, and what each may do</span>
        </button>
      )}
      <button type="button" className="ed-pages__item" onClick={control.openPictures}>
        <span className="ed-pages__title">Pictures no page uses</span>
        <span className="ed-pages__path">Remove pictures that are on no page</span>
      </button>
      {languages.length > 1 && (
        <button type="button" className="ed-pages__item" onClick={control.openTranslations}>
          <span className="ed-pages__title">Translations</span>
          <span className="ed-pages__path">How much of each language is written, and what is left</span>
        </button>
      )}
      <h2 className="ed-pages__heading">Pages</h2>
      {adding ? (
        <AddPageForm onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="ed-button ed-button--primary ed-pages__add" onClick={() => setAdding(true)}>
          Add a page
        </button>
      )}
      <ul className="ed-pages__list">
        {control.pages.map((page) => (
          <li key={page.index} className="ed-pages__row">
            <button
              type="button"
              className={
                page.index === control.currentIndex ? "ed-pages__item ed-pages__item--current" : "ed-pages__item"
              }
              aria-current={page.index === control.currentIndex ? "page" : undefined}
              onClick={() => control.openPage(page.index)}
            >
              <span className="ed-pages__title">{page.title}</span>
              <span className="ed-pages__path">{page.path}</span>
              {page.editors.length > 0 && <span className="ed-pages__editors">{editingNow(page.editors)}</span>}
            </button>
            {confirmDelete?.index === page.index ? (
              <ConfirmBox
                question={`Delete ${page.title}?`}
                confirmLabel="Delete page"
                cancelLabel="Keep it"
                tone="danger"
                openerId={`${id}-delete-${page.index}`}
                onConfirm={() => {
                  control.deletePage(page.index);
                  setConfirmDelete(undefined);
                }}
                onCancel={() => setConfirmDelete(undefined)}
              >
                Delete the page “{page.title}” ({page.path})? It disappears from the site when you publish.
              </ConfirmBox>
            ) : (
              <button
                id={`${id}-delete-${page.index}`}
                type="button"
                className="ed-icon-button ed-pages__delete"
                aria-label={`Delete the page ${page.title} (${page.path})`}
                title="Delete this page"
                onClick={() => setConfirmDelete(page)}
              >
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AddPageForm({ onDone }: { onDone: () => void }) {
  const control = usePages();
  const { languages } = useEditorServices();
  const id = useId();
  const [title, setTitle] = useState("");
  const [path, setPath] = useState("");
  const [pathEdited, setPathEdited] = useState(false);
  const [copyFrom, setCopyFrom] = useState("");
  const [tried, setTried] = useState(false);
  const takenPaths = control.pages.map((page) => page.path);
  const problem = title.trim() ? pathProblem(path, takenPaths, languages) : "Give the page a title.";

  function onTitle(next: string) {
    setTitle(next);
    if (!pathEdited) setPath(next.trim() ? `/${slugOf(next)}` : "");
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    const source = copyFrom === "" ? undefined : control.routeAt(Number(copyFrom));
    control.addPage(newRoute(path, title.trim(), source));
    onDone();
  }

  return (
    <form className="ed-pages__form" onSubmit={submit} noValidate>
      <h3 className="ed-pages__form-title">New page</h3>
      <label htmlFor={`${id}-title`} className="ed-field__label">
        Title
      </label>
      <input
        id={`${id}-title`}
        className="ed-input"
        value={title}
        onChange={(event) => onTitle(event.target.value)}
        autoFocus
      />
      <label htmlFor={`${id}-path`} className="ed-field__label">
        Address
      </label>
      <input
        id={`${id}-path`}
        className="ed-input"
        value={path}
        aria-describedby={`${id}-path-help`}
        onChange={(event) => {
          setPath(event.target.value);
          setPathEdited(true);
        }}
      />
      <p id={`${id}-path-help`} className="ed-field__help">
        Where the page lives, e.g. /services/physiotherapy/knee-care.
      </p>
      <label htmlFor={`${id}-copy`} className="ed-field__label">
        Start from
      </label>
      <select
        id={`${id}-copy`}
        className="ed-input"
        value={copyFrom}
        onChange={(event) => setCopyFrom(event.target.value)}
      >
        <option value="">A blank page</option>
        {control.pages.map((page) => (
          <option key={page.index} value={page.index}>
            A copy of “{page.title}” ({page.path})
          </option>
        ))}
      </select>
      {tried && problem && (
        <p className="ed-field__problem ed-field__problem--error" role="alert">
          {problem}
        </p>
      )}
      <div className="ed-pages__form-actions">
        <button type="submit" className="ed-button ed-button--primary">
          Create page
        </button>
        <button type="button" className="ed-button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** "Dr Mehta is editing it now", "Asha and Dr Mehta are editing it now". */
function editingNow(names: string[]): string {
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${who} ${names.length === 1 ? "is" : "are"} editing it now`;
}
