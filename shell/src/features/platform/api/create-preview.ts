import { callApi } from '@studio/api-client/http';
import type { CreatePreview } from '@studio/contracts/platform';
import { useMutation } from '@tanstack/react-query';

/** A signed link that lets one browser load these releases instead of the live ones; changes nothing for anyone. */
export const createPreview = (body: CreatePreview) => callApi('createPreview', { body });

export const useCreatePreview = () => useMutation({ mutationFn: createPreview });
