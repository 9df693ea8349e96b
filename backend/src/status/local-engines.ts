import { Injectable } from '@nestjs/common';
import type { LocalEnginesStatus } from '@studio/contracts/status';
import { type EngineAvailability, EspeakVoiceEngine, LocalModelEngine, LocalMusicEngine } from '../engines';

interface AvailabilityProbe {
  available(): Promise<EngineAvailability>;
}

/**
 * Whether each offline engine can run here. Asked once per process: the answer depends on
 * installed packages and binaries, which do not change while the server runs.
 */
@Injectable()
export class LocalEngines {
  private status: Promise<LocalEnginesStatus> | undefined;

  private readonly probes: Record<keyof LocalEnginesStatus, AvailabilityProbe> = {
    voice: new EspeakVoiceEngine(),
    music: new LocalMusicEngine(),
    models: new LocalModelEngine(),
  };

  availability(): Promise<LocalEnginesStatus> {
    this.status ??= (async () => {
      const [voice, music, models] = await Promise.all(
        [this.probes.voice, this.probes.music, this.probes.models].map((probe) =>
          probe.available().then(
            (answer) => answer.available,
            () => false,
          ),
        ),
      );
      return { voice, music, models };
    })();
    return this.status;
  }
}
