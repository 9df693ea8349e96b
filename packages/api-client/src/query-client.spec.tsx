import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLogin } from './auth';
import { callApi } from './http';
import { createQueryClient } from './query-client';
import { stubFetch } from './testing/fetch-stub';

const setup = () => {
  const onUnauthorized = jest.fn();
  const queryClient = createQueryClient({ onUnauthorized });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { onUnauthorized, queryClient, wrapper };
};

describe('createQueryClient', () => {
  it('uses the data-fetching defaults of docs/product-rules.md#calls', () => {
    const { queryClient } = setup();
    const defaults = queryClient.getDefaultOptions();

    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('calls onUnauthorized once when a query gets a 401, without retrying', async () => {
    const fetchStub = stubFetch({ 'GET /api/projects': { status: 401, statusText: 'Unauthorized' } });
    const { onUnauthorized, wrapper } = setup();

    const { result } = renderHook(
      () => useQuery({ queryKey: ['projects'], queryFn: () => callApi('listProjects') }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized when a mutation gets a 401', async () => {
    stubFetch({ 'POST /api/projects': { status: 401, body: 'Session expired' } });
    const { onUnauthorized, wrapper } = setup();

    const { result } = renderHook(
      () => useMutation({ mutationFn: () => callApi('createProject', { body: { name: 'Heist', description: 'A caper in three acts' } }) }),
      { wrapper },
    );
    result.current.mutate();

    await waitFor(() => expect(result.current.error?.message).toBe('401: Session expired'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for other errors', async () => {
    stubFetch({ 'GET /api/projects': { status: 500, statusText: 'Internal Server Error' } });
    const { onUnauthorized, wrapper } = setup();

    const { result } = renderHook(
      () => useQuery({ queryKey: ['projects'], queryFn: () => callApi('listProjects') }),
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
