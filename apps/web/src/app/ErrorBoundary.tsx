import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

interface Props {
  /** The error state resets when this changes (SPEC §2: on navigation, the location key). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/** Catches a render error of the page below, so the shell (sidebar, header) stays usable. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey)
      return { error: undefined, hasError: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <ErrorScreen
          error={this.state.error}
          onRetry={() => this.setState({ error: undefined, hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}
