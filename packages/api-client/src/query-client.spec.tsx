import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useLogin } from './auth';
import { request } from './http';
import { createQueryClient } from './query-client';
import { reply, stubFetch } from './testing/fetch-stub';

const itemSchema = z.object({ id: z.number() });

const setup = () => {
  const onUnauthorized = jest.fn();
  const queryClient = createQueryClient({ onUnauthorized });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { onUnauthorized, queryClient, wrapper };
};

describe('createQueryClient', () => {
  it('uses the SPEC section 7 defaults', () => {
    const { queryClient } = setup();
    const defaults = queryClient.getDefaultOptions();

    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('calls onUnauthorized once when a query gets a 401, without retrying', async () => {
    const fetchStub = stubFetch({ 'GET /api/items': { status: 401, statusText: 'Unauthorized' } });
    const { onUnauthorized, wrapper } = setup();

    const { result } = renderHook(
      () => useQuery({ queryKey: ['items'], queryFn: () => request('/api/items', { schema: itemSchema }) }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized when a mutation gets a 401', async () => {
    stubFetch({ 'POST /api/items': { status: 401, body: 'Session expired' } });
    const { onUnauthorized, wrapper } = setup();

    const { result } = renderHook(
      () => useMutation({ mutationFn: () => request('/api/items', { method: 'POST', body: {}, schema: itemSchema }) }),
      { wrapper },
    );
    result.current.mutate();

    await waitFor(() => expect(result.current.error?.message).toBe('401: Session expired'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for other errors', async () => {
    stubFetch({ 'GET /api/items': { status: 500, statusText: 'Internal Server Error' } });
    const { onUnauthorized, wrapper } = setup();

    const { result } = renderHook(
      () => useQuery({ queryKey: ['items'], queryFn: () => request('/api/items', { schema: itemSchema }) }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats a wrong password at login as an answer, not a lost session', async () => {
    stubFetch({ 'POST /api/auth/login': { status: 401, body: 'Incorrect password' } });
    const { onUnauthorized, wrapper } = setup();

    const { result } = renderHook(() => useLogin(), { wrapper });
    result.current.mutate({ password: 'wrong' });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
