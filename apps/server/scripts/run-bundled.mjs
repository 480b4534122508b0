// Runs the API from one bundled file instead of through tsx's loader (issue 13, API memory: the loader
// and its per-module source maps cost about 60 MB for the life of the process). The server's own
// TypeScript and the workspace packages it imports are bundled by esbuild at each start (about a second)
// into apps/server/.bundle/; every other package stays an ordinary import from node_modules.
// `import.meta.dirname` and `import.meta.url` keep the value they have in each source file, so paths to
// migrations, seed data, assets and the PGlite worker resolve as they do under tsx.
// Usage: node [flags] apps/server/scripts/run-bundled.mjs [entry.ts] (default src/main.ts).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const entry = path.resolve(process.argv[2] ?? path.join(serverDir, 'src', 'main.ts'));
const outDir = path.join(serverDir, '.bundle');
const outFile = path.join(outDir, `${path.basename(entry, '.ts')}.mjs`);

/** Gives each TypeScript file its own import.meta.dirname and import.meta.url. */
const sourceMeta = {
  name: 'source-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/** Bundles our own code (relative imports and @sportsbook/* workspaces); other packages stay external. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sportsbook/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

const result = await esbuild.build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  outfile: outFile,
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [sourceMeta, externalPackages],
});
await esbuild.stop();
mkdirSync(outDir, { recursive: true });
// Several APIs may start from one checkout at once (benchmarks): each writes its own file, then renames.
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
await import(pathToFileURL(outFile).href);
