import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A thread that cannot be read (a link to someone else's conversation, a
 * listener refused by the rules) says so in its pane; the list stays usable.
 */
export class ThreadBoundary extends Component<
  { children: ReactNode; onBack: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('A conversation could not be read', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        action={<Button onClick={this.props.onBack}>Back to conversations</Button>}
      >
        This conversation could not be loaded. It may not be one of yours, or it no longer exists.
      </Alert>
    );
  }
}
