import { Alert, AlertTitle } from '@mui/material';
import { isApiError, serverMessage, serverReasons } from '@studio/api-client/http';

/** What a platform change's failure says: the server's message and, for the gate, each of its reasons. */
export interface Refusal {
  title: string;
  reasons: string[];
  severity: 'warning' | 'error';
}

/** 412: someone else changed the composition; 422: the gate's reasons; anything else: the server's words. */
export function refusalOf(error: Error): Refusal {
  if (isApiError(error) && error.status === 412) {
    return {
      title: 'Someone else changed the composition.',
      reasons: ['It has been refreshed: check the live versions, then try again.'],
      severity: 'warning',
    };
  }
  if (isApiError(error) && error.status === 422) {
    const reasons = serverReasons(error);
    return { title: 'Refused by the compatibility gate.', reasons: reasons.length ? reasons : [serverMessage(error) ?? error.message], severity: 'error' };
  }
  return { title: 'The change failed.', reasons: [(isApiError(error) && serverMessage(error)) || error.message], severity: 'error' };
}

export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  return (
    <Alert severity={refusal.severity} role="alert">
      <AlertTitle>{refusal.title}</AlertTitle>
      {refusal.reasons.map((reason) => (
        <div key={reason}>{reason}</div>
      ))}
    </Alert>
  );
}
