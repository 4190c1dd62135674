// The model's own tokens through the answer stream (issue 17): with LLM_BASE_URL -> a loopback
// OpenAI-compatible server that streams its answer in PIECES pieces PAUSE ms apart, how long after the
// model's first piece the client sees its first `delta`, and how long after the model's last piece the
// stream ends with `done` (the citations checked, the answer stored). Floor: GET /api/profile/userinfo on
// the same server in the same run. Needs `npm run build`.
//   npm run bench -- answer-stream [--rounds 12] [--pieces 20] [--pause 50]
import { createServer } from 'node:http';
import os from 'node:os';
import { flag, median, ms, quantile, signIn, startServer } from './lib/server.mjs';

const COMP = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
const QUESTION = 'What 20-year hail loss ratio does the catastrophe provision use?';
const rounds = Number(flag('rounds', '12'));
const PIECES = Number(flag('pieces', '20'));
const PAUSE = Number(flag('pause', '50'));
const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** The model: cites the sentence with the figure, in PIECES pieces; notes when it sent the first and last. */
const model = { first: 0, last: 0 };
const llm = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', async () => {
    const body = JSON.parse(raw);
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const hit = [...user.matchAll(/^\[(\d+)\] (.*)$/gm)].find((m) => /14\.8 percent/.test(m[2]));
    const text = hit
      ? `The company uses a 20-year hail loss ratio of 14.8 percent of comprehensive premium, compared with 12.1 percent in the prior filing [${hit[1]}].`
      : 'NOT_FOUND';
    const words = text.split(/(?<= )/);
    const size = Math.ceil(words.length / PIECES);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let i = 0; i < words.length; i += size) {
      const content = words.slice(i, i + size).join('');
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
      if (i === 0) model.first = performance.now();
      await sleep(PAUSE);
    }
    model.last = performance.now();
    res.end('data: [DONE]\n\n');
  });
});
await new Promise((r) => llm.listen(0, '127.0.0.1', r));

const server = await startServer({
  LLM_BASE_URL: `http://127.0.0.1:${llm.address().port}/v1`,
  LLM_MODEL: 'bench-streaming-model',
  LLM_TIMEOUT_SECONDS: '120',
});
try {
  const tokens = await signIn(server, 'ada@acme-mutual.example');
  const auth = { authorization: `Bearer ${tokens.id_token}` };
  const api = (method, url, body) =>
    fetch(`${server.baseURL}${url}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: body ? JSON.stringify(body) : undefined,
    });

  async function ask() {
    const chat = await (await api('POST', `/api/usecase/${COMP}/chats`, {})).json();
    const started = performance.now();
    const res = await api('POST', `/api/usecase/${COMP}/chats/${chat.id}/questions`, {
      question: QUESTION,
      approaches: ['documents'],
    });
    const out = { firstDelta: NaN, done: NaN, replaced: false, generative: false };
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        if (event === 'delta' && Number.isNaN(out.firstDelta)) out.firstDelta = performance.now();
        if (event === 'replace') out.replaced = true;
        if (event === 'done') {
          out.done = performance.now();
          const data = JSON.parse(/^data: (.+)$/m.exec(block)[1]);
          out.generative = data.answer.answers[0]?.engine === 'generative';
        }
      }
    }
    return { ...out, started, modelFirst: model.first, modelLast: model.last };
  }

  // The demo documents are indexed in the background after the first start: wait for a cited answer.
  for (let i = 0; ; i++) {
    const r = await ask();
    if (r.generative) break;
    if (i > 120) throw new Error('the demo documents were not indexed in time');
    await sleep(2000);
  }
  const floor = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await (await fetch(`${server.baseURL}/api/profile/userinfo`, { headers: auth })).text();
    floor.push(performance.now() - t);
  }
  const loadBefore = os.loadavg()[0];
  const runs = [];
  for (let i = 0; i < rounds; i++) runs.push(await ask());
  const afterFirst = runs.map((r) => r.firstDelta - r.modelFirst);
  const beforeLast = runs.map((r) => r.modelLast - r.firstDelta);
  const afterLast = runs.map((r) => r.done - r.modelLast);
  const total = runs.map((r) => r.done - r.started);
  console.log(
    `answer-stream ${new Date().toISOString()}, load average ${loadBefore.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}, ` +
      `${rounds} answers, model ${PIECES} pieces ${PAUSE} ms apart`,
  );
  console.log(
    `floor GET /api/profile/userinfo     p50 ${ms(median(floor))}  p95 ${ms(quantile(floor, 0.95))}`,
  );
  console.log(
    `first delta after model's first    p50 ${ms(median(afterFirst))}  p95 ${ms(quantile(afterFirst, 0.95))}  (${(median(afterFirst) / median(floor)).toFixed(1)}x floor)`,
  );
  console.log(
    `first delta before model's last    p50 ${ms(median(beforeLast))}  min ${ms(Math.min(...beforeLast))}`,
  );
  console.log(
    `done after model's last            p50 ${ms(median(afterLast))}  p95 ${ms(quantile(afterLast, 0.95))}  (${(median(afterLast) / median(floor)).toFixed(1)}x floor)`,
  );
  console.log(
    `whole answer                       p50 ${ms(median(total))}  p95 ${ms(quantile(total, 0.95))}`,
  );
  console.log(
    `generative ${runs.filter((r) => r.generative).length}/${rounds}, replaced ${runs.filter((r) => r.replaced).length}`,
  );
} finally {
  await server.stop();
  llm.close();
}
