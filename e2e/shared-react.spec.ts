import { expect, test } from '@playwright/test';

// Present in React's own module code (element type symbol), so in any bundle that carries React.
const REACT_RUNTIME_MARKER = 'react.transitional.element';

interface SharedVersion {
  from: string;
  loaded?: boolean;
}

test('React is downloaded once, by the shell, however many remotes load', async ({ page }) => {
  const scriptsWithReact: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(REACT_RUNTIME_MARKER)) scriptsWithReact.push(new URL(response.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Scene Overview' })).toBeVisible();
  for (const [path, title] of [
    ['/character-builder', 'Character Builder'],
    ['/music-composer', 'Music Composer'],
    ['/voiceover', 'Voiceover Generator'],
  ]) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: title.replace(' Generator', ''), exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  expect(scriptsWithReact.length).toBeGreaterThan(0);
  expect(scriptsWithReact.filter((path) => path.startsWith('/remotes/'))).toEqual([]);

  // The federation share scope holds exactly one loaded React, provided by the shell.
  const loadedReact = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedVersion>>>> } }).__FEDERATION__;
    const versions: { version: string; from: string }[] = [];
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [version, shared] of Object.entries(scopes.default?.react ?? {})) {
        if (shared.loaded) versions.push({ version, from: shared.from });
      }
    }
    return versions;
  });
  expect(new Set(loadedReact.map((entry) => `${entry.version}@${entry.from}`)).size).toBe(1);
  expect(loadedReact[0]?.from).toBe('shell');
});
