/**
 * The `shared` option of the federation plugin, the same for the shell and every remote: the
 * singletons and libraries of shared-singletons.mjs at their installed versions, and the shared
 * workspace packages at a version derived from their content.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { SHARED_LIBRARIES, SHARED_SINGLETONS, SHARED_WORKSPACE_PACKAGES } from './shared-singletons.mjs';

/** The folder of an installed package, found by walking up node_modules from `fromDir` (symlinks resolved). */
function packageDir(packageName, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', packageName);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find installed package ${packageName} from ${fromDir}`);
    dir = parent;
  }
}

const manifestOf = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** Finds the installed version of a package by walking up node_modules from `fromDir`. */
export function installedVersion(packageName, fromDir) {
  return manifestOf(packageDir(packageName, fromDir)).version;
}

const isModuleSource = (file) => /\.tsx?$/.test(file) && !/\.(spec|test|type-test)\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/**
 * A workspace package's modules and the version they are shared at: `<version>-h<hash>`, where
 * the hash covers every source file and the versions of the dependencies they bundle. Required
 * exactly, so a remote only ever runs the shell's copy when it was built from identical sources;
 * otherwise it loads its own.
 */
export function workspacePackageShare(packageName, fromDir) {
  const dir = packageDir(packageName, fromDir);
  const manifest = manifestOf(dir);
  const sourceDir = path.join(dir, 'src');
  const files = readdirSync(sourceDir).filter(isModuleSource).sort();
  const hash = createHash('sha256');
  for (const dependency of Object.keys(manifest.dependencies ?? {}).sort()) {
    hash.update(`${dependency}@${installedVersion(dependency, dir)}\n`);
  }
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(path.join(sourceDir, file)));
  const version = `${manifest.version}-h${hash.digest('hex').slice(0, 16)}`;
  return {
    version,
    modules: files.map((file) => ({ request: `${packageName}/${file.replace(/\.tsx?$/, '')}`, file: path.join(sourceDir, file) })),
  };
}

/**
 * The folders of the shared singletons' packages and of every package they depend on (from their
 * package.json files): what the shell puts in one `framework` chunk.
 */
export function singletonPackageDirs(fromDir) {
  const dirs = new Set();
  const visit = (packageName, from) => {
    let dir;
    try {
      dir = packageDir(packageName, from);
    } catch {
      return; // An optional peer that is not installed.
    }
    if (dirs.has(dir)) return;
    dirs.add(dir);
    const manifest = manifestOf(dir);
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) visit(dependency, dir);
  };
  for (const { packageName } of SHARED_SINGLETONS) visit(packageName, fromDir);
  return [...dirs];
}

/** Shared singletons and libraries with an explicit requiredVersion (^installed), never eager; workspace packages pinned by content. */
export function sharedModules(fromDir) {
  const share = (entries, singleton) =>
    entries.map(({ request, packageName, import: file }) => {
      const version = installedVersion(packageName, fromDir);
      return [request, { ...(file ? { import: file } : {}), singleton, eager: false, requiredVersion: `^${version}`, version }];
    });
  const workspace = SHARED_WORKSPACE_PACKAGES.flatMap(({ packageName }) => {
    const { version, modules } = workspacePackageShare(packageName, fromDir);
    // `import` is the file itself, so every module is provided, also those this build imports only
    // through the package's own relative imports.
    return modules.map(({ request, file }) => [
      request,
      { import: file, shareKey: request, singleton: false, eager: false, requiredVersion: version, version },
    ]);
  });
  return Object.fromEntries([...share(SHARED_SINGLETONS, true), ...share(SHARED_LIBRARIES, false), ...workspace]);
}
