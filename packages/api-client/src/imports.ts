import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MANIFEST_UPLOAD } from '@studio/contracts/imports';
import { callApi, routeUrl } from './http';
import { queryKeys } from './query-keys';

/** Uploads smaller than this go in one request without progress events. */
const PROGRESS_FROM_BYTES = 512 * 1024;

/**
 * POST /api/import/project-manifest: a JSON manifest or a .zip bundle as the `file` field;
 * `onUploadProgress` follows the upload (0..1) of a large bundle.
 */
export const importProjectManifest = (file: Blob, onUploadProgress?: (fraction: number) => void) => {
  const form = new FormData();
  form.append(MANIFEST_UPLOAD.field, file);
  // A small manifest is sent at once; only a large bundle's upload is worth following.
  return callApi('importProjectManifest', { form, onUploadProgress: file.size > PROGRESS_FROM_BYTES ? onUploadProgress : undefined });
};

/** A new project: the project list refreshes. */
export const useImportProjectManifest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onUploadProgress }: { file: Blob; onUploadProgress?: (fraction: number) => void }) =>
      importProjectManifest(file, onUploadProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
};

/** GET /api/projects/:id/export: the browser downloads the bundle itself. */
export const projectExportUrl = (projectId: number) => routeUrl('exportProject', { params: { id: projectId } });
