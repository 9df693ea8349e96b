import type { RemoteScreenProps } from '@studio/federation/remote-modules';
import { PageTitle } from '@studio/ui/page-title';
import { SectionTitle } from '@studio/ui/section-title';
import { CreateVoiceLineForm } from '../features/voice-lines/components/create-voice-line-form';
import { VoiceLineList } from '../features/voice-lines/components/voice-line-list';
import { useVoiceoverLines } from '../features/voice-lines/hooks/use-voiceover-lines';

/** /voiceover: the current project's voice lines, scene by scene. */
export function VoiceoverGenerator({ projectId }: RemoteScreenProps) {
  const { lines, isPending, error } = useVoiceoverLines(projectId);
  return (
    <>
      <PageTitle title="Voiceover Generator" subtitle="Write voice lines and generate their audio." />
      <CreateVoiceLineForm projectId={projectId} />
      <SectionTitle title="Voice Lines" />
      <VoiceLineList
        projectId={projectId}
        lines={{ data: lines, isPending, error }}
        emptyMessage="No voice lines found. Create your first voice line above."
      />
    </>
  );
}
