import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children when they failed (nothing by default). */
  fallback?: ReactNode;
  /** Change it to try the children again (a new search, a reopened dropdown). */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Keeps a failing shell widget (a badge, a dropdown) from taking the whole page down: the widget gives way
 * to its fallback and the rest of the page works on.
 */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
