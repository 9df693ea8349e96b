/**
 * Development only (added as an entry by createHostRspackConfig in development builds): lets a
 * remote's react-refresh runtime find the shell's React renderer, so remote edits hot-reload.
 *
 * Every app bundles its own react-refresh runtime. The shell's runtime creates
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__` before react-dom loads and learns of the renderer through
 * `hook.inject`, but that hook's `inject` does not record renderers in `hook.renderers`. A remote's
 * runtime arrives after react-dom has injected, finds `hook.renderers` empty, and so never
 * refreshes anything. Recording each injected renderer lets later runtimes pick it up.
 */
type Renderer = object;
type DevToolsHook = {
  renderers?: Map<number, Renderer>;
  inject: (renderer: Renderer) => number;
};

const hook = (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook) {
  const renderers = (hook.renderers ??= new Map());
  const inject = hook.inject;
  hook.inject = function recordRenderer(this: DevToolsHook, renderer) {
    const id = inject.call(this, renderer);
    if (!renderers.has(id)) renderers.set(id, renderer);
    return id;
  };
}

export {};
