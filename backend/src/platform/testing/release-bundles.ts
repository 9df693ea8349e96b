import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, Header, type HeaderData } from 'tar';

/** A shared module as a remote's mf-manifest.json lists it. */
export interface SharedModule {
  name: string;
  requiredVersion: string;
  singleton?: boolean;
}

/** What the shell shares, at versions the repository's shell satisfies. */
export const FITTING_SHARED: SharedModule[] = [
  { name: 'react', requiredVersion: '^19.0.0', singleton: true },
  { name: 'react/jsx-runtime', requiredVersion: '^19.0.0', singleton: true },
  { name: 'react-dom', requiredVersion: '^19.0.0', singleton: true },
  { name: '@mui/material', requiredVersion: '^9.0.0', singleton: true },
];

/**
 * Writes `<webRoot>/shell/package.json` whose lowest allowed versions fit FITTING_SHARED: a WEB_ROOT
 * without node_modules, so these are the shell's versions the gate reads (react 19.3.1 …).
 */
export function writeShellPackage(webRoot: string): void {
  mkdirSync(join(webRoot, 'shell'), { recursive: true });
  writeFileSync(
    join(webRoot, 'shell', 'package.json'),
    JSON.stringify({
      name: '@studio/shell',
      version: '0.1.0',
      dependencies: { react: '^19.3.1', 'react-dom': '^19.3.1', '@mui/material': '^9.5.0', 'react-router-dom': '^7.18.5' },
    }),
  );
}

export interface ReleaseOptions {
  /** The container name the manifest gives (the remote's own by default). */
  manifestName?: string;
  shared?: SharedModule[];
  /** Something that makes two builds of the same remote differ. */
  marker?: string;
}

/** A remote's dist folder in miniature: mf-manifest.json, remoteEntry.js and one hashed chunk. */
export function releaseFiles(name: string, options: ReleaseOptions = {}): Record<string, string> {
  const marker = options.marker ?? 'first';
  return {
    'mf-manifest.json': JSON.stringify({
      id: options.manifestName ?? name,
      name: options.manifestName ?? name,
      metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      shared: (options.shared ?? FITTING_SHARED).map((module) => ({
        id: `${name}:${module.name}`,
        name: module.name,
        version: module.requiredVersion.replace(/^\^/, ''),
        requiredVersion: module.requiredVersion,
        singleton: module.singleton ?? true,
      })),
      remotes: [],
      exposes: [],
    }),
    'remoteEntry.js': `var ${name} = { marker: ${JSON.stringify(marker)} };`,
    'static/js/12.3f9c2a1b.js': `/* chunk of ${name}, ${marker} */`,
  };
}

/** The files written into a temporary dist folder and tarred from inside it, as `npm run release` does. */
export async function tgzOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-release-'));
  try {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    const chunks: Buffer[] = [];
    const stream = create({ gzip: true, cwd: dir, portable: true }, Object.keys(files).sort());
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A raw tar entry: what no well-behaved tool writes (a path out of the folder, a link), or a size it lies about. */
export interface RawEntry extends HeaderData {
  body?: string;
}

/** A .tgz written header by header, for archives `tar` itself refuses to create. */
export function rawTgz(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const { body = '', ...data } of entries) {
    const header = new Header({ mode: 0o644, mtime: new Date(0), type: 'File', size: Buffer.byteLength(body), ...data });
    header.encode();
    blocks.push(header.block!);
    const bytes = Buffer.from(body);
    blocks.push(bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
