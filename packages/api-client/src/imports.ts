import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema } from '@studio/contracts/imports';
import { request } from './http';
import { queryKeys } from './query-keys';

/** POST /api/import/project-manifest with the manifest file in the multipart field `manifest`. */
export const importProjectManifest = (manifest: File) => {
  const form = new FormData();
  form.set('manifest', manifest);
  return request('/api/import/project-manifest', { method: 'POST', body: form, schema: importResultSchema });
};

/** A successful import adds a project, so the project list refreshes. */
export const useImportProjectManifest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProjectManifest,
    onSuccess: (result) => {
      if (result.success) void queryClient.invalidateQueries({ queryKey: queryKeys.projects() });
    },
  });
};
