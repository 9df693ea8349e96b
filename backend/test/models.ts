import { NodeIO } from '@gltf-transform/core';
import { validateBytes } from 'gltf-validator';
import type { ModelEngine } from '../src/engines/engine.types';
import type { TestAgent } from './auth-agent';
import { binaryBody } from './binary-body';

export interface DownloadedMedia {
  status: number;
  contentType: string | undefined;
  bytes: Buffer;
}

/** GETs a /media URL with the agent's session and keeps the body as bytes, whatever its type. */
export async function downloadMedia(http: TestAgent, url: string): Promise<DownloadedMedia> {
  const response = await binaryBody(http.get(url));
  return { status: response.status, contentType: response.headers['content-type'], bytes: response.body as Buffer };
}

export interface GlbReport {
  /** gltf-validator's errors (severity 0); a valid GLB has none. */
  errors: string[];
  nodeNames: string[];
  animationNames: string[];
}

/** Validates a GLB with gltf-validator and reads its node and animation names back. */
export async function inspectGlb(bytes: Buffer): Promise<GlbReport> {
  const report = await validateBytes(new Uint8Array(bytes));
  const root = (await new NodeIO().readBinary(new Uint8Array(bytes))).getRoot();
  return {
    errors: report.issues.messages.filter((issue) => issue.severity === 0).map((issue) => `${issue.code}: ${issue.message}`),
    nodeNames: root.listNodes().map((node) => node.getName()),
    animationNames: root.listAnimations().map((animation) => animation.getName()),
  };
}

/**
 * Holds `engine`'s character builds until the returned function is called, so a model job stays
 * running meanwhile (restored with the spec's jest.restoreAllMocks).
 */
export function holdCharacterBuilds(engine: ModelEngine): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const build = engine.buildCharacter.bind(engine);
  jest.spyOn(engine, 'buildCharacter').mockImplementation(async (input, onProgress) => {
    await held;
    return build(input, onProgress);
  });
  return release;
}
