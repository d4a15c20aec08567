import { Component, type ReactNode } from 'react';

/** A screen that crashes shows a readable message instead of a blank page. */
export class AdminErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (this.state.error)
      return (
        <div role="alert" className="mx-auto max-w-xl p-8 text-center text-rose-800">
          Une erreur est survenue : {this.state.error.message}
        </div>
      );
    return this.props.children;
  }
}
