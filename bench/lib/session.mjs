// A signed-in API session on a running server ({ baseURL, dataDir }), shared by the answers benches:
// the demo analyst signed in through the outbox round trip, a JSON client that signs in again when its
// short-lived token has expired (long loads outlive it), a multipart upload, and the poll that waits for
// an analysis's documents to be indexed.
import { client, signIn } from './server.mjs';

export async function session(target, email = 'ada@acme-mutual.example') {
  let tokens = await signIn(target, email);
  let call = client(target, tokens);
  const api = async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      if (!/answered 401/.test(String(error))) throw error;
      tokens = await signIn(target, email);
      call = client(target, tokens);
      return call(...args);
    }
  };
  /** POSTs `files` ({ name, type, bytes }) as multipart form data; the upload is accepted with 202. */
  const upload = async (url, files) => {
    const form = new FormData();
    for (const f of files) form.append('files', new Blob([f.bytes], { type: f.type }), f.name);
    const res = await fetch(`${target.baseURL}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.id_token}` },
      body: form,
    });
    if (res.status !== 202)
      throw new Error(`upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  };
  return { api, upload, token: () => tokens.id_token };
}

/**
 * Polls `${base}/docs/analysis/${analysisId}/analyse_status` every `pollMs` until every document is
 * indexed (a failed analysis or the timeout throws); returns the last status.
 */
export async function untilIndexed(api, base, analysisId, { pollMs = 250, timeoutMs = 30 * 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await api('GET', `${base}/docs/analysis/${analysisId}/analyse_status`);
    if (s.status === 'failed') throw new Error(`analysis ${analysisId} failed: ${s.error}`);
    if (s.documentsTotal > 0 && s.documentsDone >= s.documentsTotal) return s;
    if (Date.now() > deadline)
      throw new Error(`analysis ${analysisId} not indexed in time: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
