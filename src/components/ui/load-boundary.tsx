import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** Shown instead of the children once they failed (to load). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a part that loads on demand (a menu, a drawer) from taking the page down when its code
 * cannot be fetched (offline): the fallback shows instead. Give it a new `key` to try again.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
