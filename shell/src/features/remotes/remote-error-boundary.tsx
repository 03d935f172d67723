import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RetryPanel } from './retry-panel';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Rendering layer: a remote page that throws while rendering is replaced by the retry panel. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] a remote page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RetryPanel onRetry={this.props.onRetry} /> : this.props.children;
  }
}
