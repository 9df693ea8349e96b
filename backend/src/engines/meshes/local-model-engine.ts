import type { BuildCharacterInput, BuildSetInput, EngineAvailability, GeneratedModel, ModelEngine, ProgressCallback } from '../engine.types';
import { EngineError } from '../engine.errors';
import { buildCharacterModel } from './character-model';
import type { GltfBuilder } from './gltf-builder';
import { buildSetModel } from './set-model';

const ENGINE_NAME = 'local model builder';

/** Procedural GLB models built offline with glTF Transform. */
export class LocalModelEngine implements ModelEngine {
  async available(): Promise<EngineAvailability> {
    return { available: true, engine: ENGINE_NAME, detail: 'Procedural humanoids and sets as glTF binary (GLB)' };
  }

  buildCharacter(input: BuildCharacterInput, onProgress?: ProgressCallback): Promise<GeneratedModel> {
    return this.build(() => buildCharacterModel(input), 'building the character', onProgress);
  }

  buildSet(input: BuildSetInput, onProgress?: ProgressCallback): Promise<GeneratedModel> {
    return this.build(() => buildSetModel(input), 'building the set', onProgress);
  }

  private async build(construct: () => GltfBuilder, stage: string, onProgress?: ProgressCallback): Promise<GeneratedModel> {
    onProgress?.(0);
    let builder: GltfBuilder;
    try {
      builder = construct();
    } catch (error) {
      throw new EngineError(ENGINE_NAME, stage, error instanceof Error ? error.message : String(error), { cause: error });
    }
    onProgress?.(0.5);
    let glb: Buffer;
    try {
      glb = await builder.toGlb();
    } catch (error) {
      throw new EngineError(ENGINE_NAME, 'writing the GLB', error instanceof Error ? error.message : String(error), { cause: error });
    }
    onProgress?.(1);
    return { glb, mimeType: 'model/gltf-binary', nodeNames: builder.nodeNames(), animationNames: builder.animationNames() };
  }
}
