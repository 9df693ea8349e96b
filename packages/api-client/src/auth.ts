import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangePassword, type Login } from '@studio/contracts/auth';
import { callApi } from './http';
import { EXPECTS_UNAUTHORIZED_META } from './query-client';
import { queryKeys } from './query-keys';

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session(), queryFn: ({ signal }) => callApi('getSession', { signal }) });

export const useSession = () => useQuery(sessionQueryOptions());

export const login = (input: Login) =>
  callApi('login', { body: input });

/** A wrong password is a 401 answer here, not a lost session. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: EXPECTS_UNAUTHORIZED_META,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session(), session),
  });
};

export const logout = () => callApi('logout');

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

/**
 * Ends every other session on the server; this one stays, so nothing cached changes. A wrong
 * current password is a 403, so it never sends this tab to the gate.
 */
export const useChangePassword = () => useMutation({ mutationFn: (input: ChangePassword) => callApi('changePassword', { body: input }) });
