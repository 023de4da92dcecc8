// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmBox } from "../../../editor/app/views/ConfirmBox.tsx";

/** A button that, like History's and the page list's, gives its place to the box while it asks. */
function Asking({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return asking ? (
    <ConfirmBox
      question="Delete About Us?"
      confirmLabel="Delete page"
      cancelLabel="Keep it"
      tone="danger"
      openerId="delete-about"
      onConfirm={() => {
        onConfirm();
        setAsking(false);
      }}
      onCancel={() => setAsking(false)}
    >
      Delete the page “About Us” (/about)?
    </ConfirmBox>
  ) : (
    <button id="delete-about" type="button" onClick={() => setAsking(true)}>
      Delete About Us
    </button>
  );
}

// The editor's one confirmation, used by the page list, History and the unused pictures.
describe("a confirmation in the editor", () => {
  it("takes the focus on its way out, so that Enter changes nothing, and gives it back to its opener", async () => {
    const confirmed = vi.fn();
    render(<Asking onConfirm={confirmed} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete About Us" }));
    expect(screen.getByRole("alertdialog", { name: "Delete About Us?" })).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep it" }));

    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete About Us" })));
    expect(confirmed).not.toHaveBeenCalled();
  });

  it("is closed by Escape as by its way out", async () => {
    render(<Asking onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete About Us" }));
    fireEvent.keyDown(screen.getByRole("button", { name: "Keep it" }), { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete About Us" })));
  });

  it("does what it asked once confirmed", () => {
    const confirmed = vi.fn();
    render(<Asking onConfirm={confirmed} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete About Us" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete page" }));
    expect(confirmed).toHaveBeenCalledOnce();
  });
});
