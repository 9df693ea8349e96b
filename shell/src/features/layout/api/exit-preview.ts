import { callApi } from '@studio/api-client/http';
import { useMutation } from '@tanstack/react-query';

/** Clears this browser's preview cookie; the page must then load again to drop the previewed remotes. */
export const exitPreview = () => callApi('exitPreview');

export const useExitPreview = () => useMutation({ mutationFn: exitPreview });
