import { useState } from 'react';
import { reasonError } from '../components/reason-field';
import { type Refusal, refusalOf } from '../components/refusal-alert';

/** What a reasoned change's dialog shows: the reason typed, its error, and the server's refusal. */
export interface ReasonedChange {
  reason: string;
  setReason: (reason: string) => void;
  error: string | undefined;
  refusal: Refusal | null;
  /**
   * Sends the change through `send` when the reason passes the API's rule (shown under the
   * field otherwise); a failure `send` reports becomes the refusal shown above the field.
   */
  submit: (send: (reason: string, refused: (failure: Error) => void) => void) => void;
}

/** The state every platform change that asks for a reason (compose, roll back, yank) shares. */
export function useReasonedChange(): ReasonedChange {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const submit: ReasonedChange['submit'] = (send) => {
    const problem = reasonError(reason);
    setError(problem);
    if (problem) return;
    setRefusal(null);
    send(reason, (failure) => setRefusal(refusalOf(failure)));
  };
  return { reason, setReason, error, refusal, submit };
}
