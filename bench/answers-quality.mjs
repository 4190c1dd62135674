// Answer quality (issue 15): the project's own evaluation set (bench/answers-quality/: 14 documents as PDF,
// DOCX, HTML and Markdown, 2,808 questions, 751 of them with no answer in the documents, in a dev part, a
// first held-out part and twenty-one later parts, fresh to fresh21, each written from the documents alone,
// blind to the engine, and measured before its misses were read: see questions.mjs for which parts have
// been read and which is held out) asked through document-analysis Q&A and through a chat's documents
// approach on a real server (Fastify on a loopback port, PGlite in a throwaway DATA_DIR, started from
// source through tsx so no build is needed), scored against hand-written answers; beside it, in the same
// run, the floor: MiniSearch (BM25) over the same documents' sentences, top sentence as the answer.
//   npm run bench -- answers-quality [--verbose dev|held|fresh|fresh2|fresh3|fresh4|fresh5|fresh6|fresh7|fresh8|fresh9|fresh10|fresh11|fresh12|fresh13|fresh14|fresh15|fresh16|fresh17|fresh18|fresh19|fresh20|fresh21|all] [--json FILE]
import { writeFileSync } from 'node:fs';
import { report, runQualitySet } from './answers-quality/harness.mjs';
import { startAnswersServer } from './lib/answers-server.mjs';
import { flag } from './lib/server.mjs';

export async function benchAnswersQuality({
  verbose = flag('verbose', null),
  json = flag('json', null),
} = {}) {
  const server = await startAnswersServer({ name: 'quality' });
  try {
    const result = await runQualitySet(server.host, { log: (m) => console.log(`answers-quality ${m}`) });
    const figures = report(result);
    if (verbose) {
      for (const [name, rows] of [
        ['qa', result.qa],
        ['chat', result.chat],
      ])
        for (const r of rows) {
          if (verbose !== 'all' && r.question.split !== verbose) continue;
          const ok = r.question.absent ? r.score.refused : r.score.fact && r.score.topRight;
          if (ok) continue;
          const c = r.answer.citations[0];
          console.log(
            `\n[${name}] ${r.question.absent ? 'ABSENT' : `want ${r.question.facts.join(' / ')} in ${r.question.docs[0]} p${JSON.stringify(r.question.page)}`}\n  Q: ${r.question.q}\n  A: ${r.answer.text.slice(0, 300)}\n  top: ${c ? `${c.filename} p${c.page}` : '-'} fact=${r.score.fact} doc+page=${r.score.topRight}`,
          );
        }
    }
    if (json) writeFileSync(json, JSON.stringify(figures, null, 2));
    return figures;
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnswersQuality();
