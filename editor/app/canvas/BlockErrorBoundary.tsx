import { Component, type ReactNode } from "react";

interface State {
  error?: Error;
}

/**
 * A block whose fields are half filled in (a new slider with no slide yet) may not draw; the
 * canvas says so in its place and keeps the rest of the page, instead of going blank.
 */
export class BlockErrorBoundary extends Component<{ label: string; resetKey: string; children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="ed-canvas-note" role="note">
        <strong>{this.props.label}</strong> cannot be shown yet: fill in its fields on the right.
      </div>
    );
  }
}
