#!/usr/bin/env node
// Which modules a first visit pays for: builds the web app with a reporting plugin and lists, for the
// chunks a route's first visit loads, each package (or app source file) by its minified size, with a
// gzip estimate (its share of the chunk's gzipped size). Use it to decide what to make lazy.
//   node bench/bundle-modules.mjs [--route /] [--top 40] [--out-dir .tmp/bench-modules]
//     [--detail react-aria]   list that package's files one by one
//     [--at-once]             add the lazy chunks the route's first render fetches at once
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'vite';
import { root, flag } from './lib/server.mjs';

// The lazy modules a first visit to each path needs, as in bench/bundle.mjs.
const ROUTE_MODULES = {
  '/signin': ['src/features/auth/SignInPage.tsx'],
  '/': ['src/app/AppShell.tsx', 'src/features/dashboard/DashboardPage.tsx'],
};

// As FETCHED_AT_ONCE in bench/bundle.mjs.
const FETCHED_AT_ONCE = {
  '/': ['src/features/dashboard/DashboardBody.tsx'],
};

function group(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return path.relative(root, clean);
}

export async function moduleReport({
  route = flag('route', '/'),
  top = Number(flag('top', 40)),
  outDir = path.resolve(flag('out-dir', path.join(root, '.tmp/bench-modules'))),
  detail = flag('detail'),
  atOnce = process.argv.includes('--at-once'),
} = {}) {
  if (!ROUTE_MODULES[route])
    throw new Error(`--route must be one of ${Object.keys(ROUTE_MODULES).join(', ')}`);
  const chunks = [];
  await build({
    root: path.join(root, 'apps/web'),
    configFile: path.join(root, 'apps/web/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'bench-module-sizes',
        generateBundle(_options, bundle) {
          for (const out of Object.values(bundle)) {
            if (out.type !== 'chunk') continue;
            chunks.push({
              file: out.fileName,
              isEntry: out.isEntry,
              facade: out.facadeModuleId
                ? path.relative(path.join(root, 'apps/web'), out.facadeModuleId)
                : null,
              imports: out.imports,
              gzip: gzipSync(out.code, { level: 9 }).length,
              raw: out.code.length,
              modules: Object.entries(out.modules).map(([id, m]) => ({ id, size: m.renderedLength })),
            });
          }
        },
      },
    ],
  });
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const wanted = new Set();
  const visit = (c) => {
    if (!c || wanted.has(c.file)) return;
    wanted.add(c.file);
    c.imports.forEach((f) => visit(byFile.get(f)));
  };
  visit(chunks.find((c) => c.isEntry));
  const modules = [...ROUTE_MODULES[route], ...(atOnce ? (FETCHED_AT_ONCE[route] ?? []) : [])];
  for (const module of modules) {
    const chunk = chunks.find((c) => c.facade === module);
    if (!chunk)
      throw new Error(`no chunk for ${module}: update the module lists in bench/bundle-modules.mjs`);
    visit(chunk);
  }
  const groups = new Map();
  let total = 0;
  for (const file of wanted) {
    const c = byFile.get(file);
    total += c.gzip;
    const rendered = c.modules.reduce((s, m) => s + m.size, 0) || 1;
    for (const m of c.modules) {
      const g = group(m.id) === detail ? m.id.slice(m.id.lastIndexOf('node_modules/') + 13) : group(m.id);
      const e = groups.get(g) ?? { raw: 0, gzip: 0, chunks: new Set() };
      e.raw += m.size;
      e.gzip += (m.size / rendered) * c.gzip;
      e.chunks.add(file);
      groups.set(g, e);
    }
  }
  console.log(`first visit to ${route}: ${(total / 1024).toFixed(1)} KiB gzipped in ${wanted.size} chunks`);
  const rows = [...groups].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top);
  for (const [name, e] of rows)
    console.log(
      `${(e.gzip / 1024).toFixed(1).padStart(7)} KiB gz ~ ${(e.raw / 1024).toFixed(1).padStart(7)} KiB min  ${name}  [${[...e.chunks].join(', ')}]`,
    );
  return { total, groups };
}

if (import.meta.url === `file://${process.argv[1]}`) await moduleReport();
