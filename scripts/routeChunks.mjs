/** Reads src/routes.tsx and tells, for each route path, the lazy chunk its screen lives in. */
import fs from 'node:fs';

export function routeChunks(file = 'src/routes.tsx') {
  const src = fs.readFileSync(file, 'utf8');
  const loaders = {};
  for (const m of src.matchAll(/const (\w+): Loader = \(\) =>\s*import\(\/\* webpackChunkName: "([\w-]+)" \*\//g))
    loaders[m[1]] = m[2];
  const out = {};
  // `{ path: '/x', ...titled('t'), ...lazy(Name) }` or with an inline `import(/* webpackChunkName: "x" */ ...)`.
  for (const m of src.matchAll(
    /\{\s*path: '([^']+)',\s*(?:\.\.\.titled\([^)]*\),\s*)?(?:\.\.\.lazy\((\w+)\)|\.\.\.lazy\(\(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\/)/g,
  )) {
    const [, path, loaderName, inline] = m;
    out[path] = inline ?? loaders[loaderName];
  }
  delete out['*'];
  return out;
}
