import { Box, Skeleton } from '@mui/material';
import { useActiveJob } from '@studio/api-client/jobs';
import type { Character } from '@studio/contracts/characters';
import type { EditDeleteActions } from '@studio/ui/edit-delete-buttons';
import type { ModelGenerationProps } from '@studio/ui/generate-model-button';
import { ModelEntityCard } from '@studio/ui/model-entity-card';
import { Suspense, lazy } from 'react';

// Only cards with a model show it, so the viewer's code loads with the first such card.
const ModelPreview = lazy(() => import('@studio/ui/model-viewer').then((module) => ({ default: module.ModelPreview })));
const PREVIEW_HEIGHT = 160;

export interface CharacterCardProps extends EditDeleteActions, ModelGenerationProps {
  character: Character;
}

/** Name, 'Status: {status}', and whether a 3D model exists (by modelPath); plus the model viewer and the reference image. */
export function CharacterCard({ character, ...actions }: CharacterCardProps) {
  const modelJob = useActiveJob(character.projectId, 'character.model', { type: 'character', id: character.id });
  return (
    <ModelEntityCard
      title={character.name}
      lines={[`Status: ${character.status}`, character.modelPath ? '3D Model Available' : 'No 3D Model']}
      modelJob={modelJob}
      {...actions}
    >
      {character.modelPath && (
        // The viewer shows this same skeleton while its model loads.
        <Suspense fallback={<Skeleton variant="rectangular" sx={{ mt: 1, height: PREVIEW_HEIGHT, borderRadius: 1 }} />}>
          <ModelPreview src={character.modelPath} name={character.name} height={PREVIEW_HEIGHT} />
        </Suspense>
      )}
      {character.referenceImagePath && (
        // A /media URL: same origin, so the session cookie goes with it.
        <Box
          component="img"
          src={character.referenceImagePath}
          alt={`${character.name} reference image`}
          loading="lazy"
          sx={{ display: 'block', width: '100%', height: 160, objectFit: 'cover', borderRadius: 1, mt: 1 }}
        />
      )}
    </ModelEntityCard>
  );
}
