import { Component, type ErrorInfo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { StatusScreen } from '../../ui/StatusScreen';

interface State {
  error: Error | null;
}

/** The last fallback, around everything the router does not catch. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <StatusScreen
        title="Something went wrong. Please retry or contact support."
        actions={
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        }
      >
        An error occured: {error.message}
      </StatusScreen>
    );
  }
}
