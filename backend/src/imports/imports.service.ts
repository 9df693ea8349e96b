import { Injectable } from '@nestjs/common';
import { projectBlueprintSchema } from '@studio/contracts/blueprints';
import { BUNDLE_MAX_BYTES, MANIFEST_MAX_BYTES, projectManifestSchema, type ImportResult } from '@studio/contracts/imports';
import { BlueprintProblemsError, BlueprintsService } from '../blueprints';
import type { UploadedMedia } from '../media';
import { BundleError, isZip, readBundle } from './bundle-reader';
import { InvalidManifestError, ManifestTooLargeError, NoManifestError } from './import.errors';
import { manifestToBlueprint } from './manifest-to-blueprint';
import { ProjectBundleService, type WrittenBundle } from './project-bundle.service';

/**
 * Manifest and bundle import, and export. An import checks everything first (the JSON, the format,
 * every reference and file, reported all at once) and then creates the project from its blueprint
 * in one transaction, so a refused or failed import leaves nothing behind.
 */
@Injectable()
export class ImportsService {
  constructor(
    private readonly blueprints: BlueprintsService,
    private readonly bundles: ProjectBundleService,
  ) {}

  async importManifest(file: UploadedMedia | undefined): Promise<ImportResult> {
    if (!file || file.buffer.length === 0) throw new NoManifestError();
    const bundled = isZip(file.buffer);
    let manifestBytes = file.buffer;
    let files = new Map<string, Buffer>();
    if (bundled) {
      try {
        ({ manifest: manifestBytes, files } = await readBundle(file.buffer, BUNDLE_MAX_BYTES));
      } catch (error) {
        if (error instanceof BundleError) throw new InvalidManifestError(error.message);
        throw error;
      }
    }
    if (manifestBytes.length > MANIFEST_MAX_BYTES) throw new ManifestTooLargeError();
    let json: unknown;
    try {
      json = JSON.parse(manifestBytes.toString('utf8').replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new InvalidManifestError(`it is not JSON (${(error as Error).message})`);
    }
    const manifest = projectManifestSchema.safeParse(json);
    if (!manifest.success) {
      const errors = manifest.error.issues.map((issue) => ({ path: issue.path.join('.') || 'manifest', message: issue.message }));
      throw new InvalidManifestError(errors.map((error) => `${error.path}: ${error.message}`).join('; '), errors);
    }
    const { blueprint: draft, problems } = manifestToBlueprint(manifest.data, { bundled });
    const blueprint = projectBlueprintSchema.safeParse(draft);
    if (!blueprint.success) {
      problems.push(...blueprint.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
      throw new BlueprintProblemsError(problems);
    }
    try {
      this.blueprints.check(blueprint.data, files);
    } catch (error) {
      if (!(error instanceof BlueprintProblemsError)) throw error;
      problems.push(...error.problems);
    }
    if (problems.length > 0) throw new BlueprintProblemsError(problems);

    const { projectId, counts } = await this.blueprints.create(blueprint.data, files);
    return {
      success: true,
      message: `Project '${blueprint.data.project.name}' imported: ${counts.characters} characters, ${counts.sets} sets, ${counts.music} music tracks, ${counts.voiceLines} voice lines and ${counts.scenes} scenes.`,
      projectId,
      details: {
        charactersLoaded: counts.characters,
        setsLoaded: counts.sets,
        musicTracksLoaded: counts.music,
        voiceLinesLoaded: counts.voiceLines,
        scenesAssembled: counts.scenes,
      },
    };
  }

  /** The whole project as a bundle in a temporary file; the caller sends it, then disposes of it. */
  exportProject(projectId: number): Promise<WrittenBundle> {
    return this.bundles.write(projectId);
  }
}
