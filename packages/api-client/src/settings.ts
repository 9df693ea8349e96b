import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AiServiceName, type SaveServiceKey } from '@studio/contracts/settings';
import { callApi } from './http';
import { queryKeys } from './query-keys';

export const saveServiceKey = ({ service, key }: { service: AiServiceName } & SaveServiceKey) =>
  callApi('saveServiceKey', { params: { service }, body: { key } });

/** Stores an AI service key on the server; every screen showing the service status refreshes. */
export const useSaveServiceKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.status() }),
  });
};
