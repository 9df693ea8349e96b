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
   * Sends the change with `mutation` when the reason passes the API's rule (shown under the
   * field otherwise); `succeeded` runs with what the server answered, a failure becomes the
   * refusal shown above the field.
   */
  submit: <TVariables, TResult>(mutation: ChangeMutation<TVariables, TResult>, variables: (reason: string) => TVariables, succeeded: (result: TResult) => void) => void;
}

/** The part of a TanStack mutation a reasoned change sends with. */
export interface ChangeMutation<TVariables, TResult> {
  mutate: (variables: TVariables, callbacks: { onSuccess: (result: TResult) => void; onError: (failure: Error) => void }) => void;
}

/** The state every platform change that asks for a reason (compose, roll back, yank) shares. */
export function useReasonedChange(): ReasonedChange {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const submit: ReasonedChange['submit'] = (mutation, variables, succeeded) => {
    const problem = reasonError(reason);
    setError(problem);
    if (problem) return;
    setRefusal(null);
    mutation.mutate(variables(reason), { onSuccess: succeeded, onError: (failure) => setRefusal(refusalOf(failure)) });
  };
  return { reason, setReason, error, refusal, submit };
}
