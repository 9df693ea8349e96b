import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Login, sessionSchema } from '@studio/contracts/auth';
import { request } from './http';
import { EXPECTS_UNAUTHORIZED_META } from './query-client';
import { queryKeys } from './query-keys';

export const fetchSession = (signal?: AbortSignal) => request('/api/auth/session', { schema: sessionSchema, signal });

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session(), queryFn: ({ signal }) => fetchSession(signal) });

export const useSession = () => useQuery(sessionQueryOptions());

export const login = (input: Login) =>
  request('/api/auth/login', { method: 'POST', body: input, schema: sessionSchema });

/** A wrong password is a 401 answer here, not a lost session. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: EXPECTS_UNAUTHORIZED_META,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session(), session),
  });
};

export const logout = () => request('/api/auth/logout', { method: 'POST', schema: sessionSchema });

/** Drops every cached answer of the closed session, keeping only the (now false) session itself. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.session(), session);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session()[0] });
    },
  });
};
