import { createHash } from 'node:crypto';
import { REMOTES, type RemoteName, type SharedRequirement } from '@studio/contracts/platform';
import { z } from 'zod';

export type Remote = (typeof REMOTES)[number];

const REMOTE_BY_NAME = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote])) as Record<RemoteName, Remote>;

export const remoteOf = (name: RemoteName): Remote => REMOTE_BY_NAME[name];

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** A reason typed by a person, ending as a sentence does. */
export const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The file every release has at its root: what the shell loads first. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** The parts of a Module Federation mf-manifest.json the platform reads. */
const federationManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string().optional() }),
  }),
  shared: z
    .array(
      z.object({
        name: z.string(),
        version: z.string().optional(),
        // `false` when a shared module accepts any version.
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
        singleton: z.boolean().optional(),
      }),
    )
    .default([]),
});

export interface FederationManifest {
  /** The container name, e.g. mfe_music. */
  name: string;
  /** Path of the remote entry inside the release, e.g. remoteEntry.js. */
  entry: string;
  shared: SharedRequirement[];
}

/** The manifest's container name, entry and shared modules, or a sentence saying why it cannot be read. */
export function readFederationManifest(bytes: Buffer): FederationManifest | string {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return `its ${MANIFEST_FILE} is not JSON`;
  }
  const parsed = federationManifestSchema.safeParse(json);
  if (!parsed.success) return `its ${MANIFEST_FILE} is not a Module Federation manifest (no name, remote entry or shared list)`;
  const { name, metaData, shared } = parsed.data;
  const entryDir = (metaData.remoteEntry.path ?? '').replace(/^\/+|\/+$/g, '');
  return {
    name,
    entry: entryDir ? `${entryDir}/${metaData.remoteEntry.name}` : metaData.remoteEntry.name,
    shared: shared.map((module) => ({
      name: module.name,
      requiredVersion: typeof module.requiredVersion === 'string' ? module.requiredVersion : null,
      version: module.version ?? null,
      singleton: module.singleton === true,
    })),
  };
}

/** The package a shared request belongs to: react/jsx-runtime -> react, @mui/material/styles -> @mui/material. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
