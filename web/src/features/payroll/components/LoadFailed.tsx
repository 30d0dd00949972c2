import { Alert, Button } from 'antd';
import { errorMessage } from '../../../lib/errors';

/** A page's record could not be loaded: what failed, why, and Retry. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(error)}
      action={
        <Button size="small" onClick={() => void Promise.resolve(onRetry()).catch(() => {})}>
          Retry
        </Button>
      }
    />
  );
}
