import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PiratePreferencesInput } from '@studio/contracts/pirate';
import { type AiServiceName, type SaveServiceKey } from '@studio/contracts/settings';
import { callApi } from './http';
import { invalidateAll, useInvalidatingMutation } from './invalidate';
import { queryKeys } from './query-keys';

export const saveServiceKey = ({ service, key }: { service: AiServiceName } & SaveServiceKey) =>
  callApi('saveServiceKey', { params: { service }, body: { key } });

/** A key changed or was tested: the status everywhere and the key list refresh. */
const keyViews = () => [queryKeys.status(), queryKeys.serviceKeys()];

/** Tests the key with its provider and stores it when it passes; every screen showing the service status refreshes. */
export const useSaveServiceKey = () => useInvalidatingMutation(saveServiceKey, keyViews);

/** GET /api/settings/keys: per service, where its key comes from and its last test. */
export const useServiceKeys = () =>
  useQuery({ queryKey: queryKeys.serviceKeys(), queryFn: ({ signal }) => callApi('listServiceKeys', { signal }) });

/** DELETE /api/settings/keys/:service: the stored key goes; an environment key applies again. */
export const useRemoveServiceKey = () =>
  useInvalidatingMutation((service: AiServiceName) => callApi('deleteServiceKey', { params: { service } }), keyViews);

/** POST /api/settings/keys/test ('Refresh Status'): every key in use tested again. */
export const useTestServiceKeys = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('testServiceKeys'),
    onSettled: () => invalidateAll(queryClient, keyViews()),
  });
};

/** GET /api/settings/pirate-preferences: what the Pirate Template starts from. */
export const usePiratePreferences = () =>
  useQuery({ queryKey: queryKeys.piratePreferences(), queryFn: ({ signal }) => callApi('getPiratePreferences', { signal }) });

/** PUT /api/settings/pirate-preferences. */
export const useSavePiratePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PiratePreferencesInput) => callApi('savePiratePreferences', { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.piratePreferences(), saved),
  });
};
