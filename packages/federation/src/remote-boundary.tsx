import { Component, type ComponentType, type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Skeleton } from '@mui/material';

export interface RemoteBoundaryProps<TProps extends object> {
  /** Human name of the screen, used in the error card title. */
  title: string;
  /** Loads the screen component. */
  load: () => Promise<ComponentType<TProps>>;
  /** Called before loading again after Retry, so a fixed remote really reloads. */
  reload: () => Promise<void>;
  props: TProps;
  /** Wraps the loading skeleton and the error card, e.g. in a dialog when the module is a dialog. */
  frame?: (content: ReactNode) => ReactNode;
}

const unframed = (content: ReactNode) => content;

interface SlotErrorBoundaryProps {
  title: string;
  onRetry: () => void;
  frame: (content: ReactNode) => ReactNode;
  children: ReactNode;
}

interface SlotErrorBoundaryState {
  error: Error | null;
}

/**
 * Keeps a failing remote inside its own area: the rest of the page keeps working. A remote that
 * failed while the connection was down (a chunk cut off mid-download) retries by itself when the
 * browser is back online, as Retry would.
 */
class SlotErrorBoundary extends Component<SlotErrorBoundaryProps, SlotErrorBoundaryState> {
  state: SlotErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): SlotErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly retryOnline = () => this.props.onRetry();

  componentDidMount() {
    if (this.state.error) window.addEventListener('online', this.retryOnline);
  }

  componentDidUpdate(_props: SlotErrorBoundaryProps, previous: SlotErrorBoundaryState) {
    if (this.state.error && !previous.error) window.addEventListener('online', this.retryOnline);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retryOnline);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.frame(
      <Alert
        severity="error"
        variant="outlined"
        role="alert"
        data-testid="remote-error"
        action={
          <Button color="inherit" size="small" onClick={this.props.onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{`${this.props.title} is unavailable`}</AlertTitle>
        {error.message}
      </Alert>,
    );
  }
}

function SlotSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading module" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width="40%" height={40} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/**
 * Renders a lazily loaded screen under Suspense and an error boundary. Retry creates a new lazy
 * component (React caches a rejected lazy forever) after asking the loader to reload the remote.
 */
export function RemoteBoundary<TProps extends object>({ title, load, reload, props, frame = unframed }: RemoteBoundaryProps<TProps>) {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) await reload();
        return { default: await load() };
      }),
    [attempt, load, reload],
  );
  return (
    <SlotErrorBoundary key={attempt} title={title} frame={frame} onRetry={() => setAttempt((previous) => previous + 1)}>
      <Suspense fallback={frame(<SlotSkeleton />)}>
        <Screen {...props} />
      </Suspense>
    </SlotErrorBoundary>
  );
}
