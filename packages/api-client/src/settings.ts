import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AiServiceName, type SaveServiceKey, serviceKeyStatusSchema } from '@studio/contracts/settings';
import { request } from './http';
import { queryKeys } from './query-keys';

export const saveServiceKey = ({ service, key }: { service: AiServiceName } & SaveServiceKey) =>
  request(`/api/settings/keys/${service}`, { method: 'PUT', body: { key }, schema: serviceKeyStatusSchema });

/** Stores an AI service key on the server; every screen showing the service status refreshes. */
export const useSaveServiceKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.status() }),
  });
};
