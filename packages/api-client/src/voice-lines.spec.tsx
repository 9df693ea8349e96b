import { act, renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from './query-keys';
import { buildVoiceLine } from '@studio/contracts/testing/factories';
import { reply, stubFetch } from './testing/fetch-stub';
import { isStale, withQueryClient } from './testing/query-wrapper';
import { useCreateVoiceLine, useDeleteVoiceLine, useSceneVoiceLines } from './voice-lines';

describe('voice line hooks', () => {
  it('loads a scene\'s lines and parses them with the contract', async () => {
    const line = buildVoiceLine({ sceneId: 4 });
    stubFetch({ 'GET /api/scenes/4/voicelines': reply([line]) });
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useSceneVoiceLines(4), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual([line]));
  });

  it('stays idle while no scene is chosen', () => {
    const fetchStub = stubFetch({});
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useSceneVoiceLines(undefined), { wrapper });

    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('after a create refreshes the overview and the chosen scene\'s list', async () => {
    stubFetch({ 'POST /api/voicelines': reply(buildVoiceLine({ sceneId: 4 })) });
    const { queryClient, wrapper } = withQueryClient();
    for (const key of [queryKeys.overview(1), queryKeys.sceneVoiceLines(4), queryKeys.sceneVoiceLines(5)]) {
      queryClient.setQueryData(key, []);
    }

    const { result } = renderHook(() => useCreateVoiceLine(1), { wrapper });
    await act(() => result.current.mutateAsync({ characterId: 1, text: 'Arr', sceneId: 4 }));

    expect(isStale(queryClient, queryKeys.overview(1))).toBe(true);
    expect(isStale(queryClient, queryKeys.sceneVoiceLines(4))).toBe(true);
    expect(isStale(queryClient, queryKeys.sceneVoiceLines(5))).toBe(false);
  });

  it('after a delete refreshes that scene\'s list', async () => {
    stubFetch({ 'DELETE /api/voicelines/7': reply({ ok: true }) });
    const { queryClient, wrapper } = withQueryClient();
    queryClient.setQueryData(queryKeys.sceneVoiceLines(4), []);

    const { result } = renderHook(() => useDeleteVoiceLine(1), { wrapper });
    await act(() => result.current.mutateAsync({ id: 7, sceneId: 4 }));

    expect(isStale(queryClient, queryKeys.sceneVoiceLines(4))).toBe(true);
  });
});
