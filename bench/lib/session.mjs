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
  const upload = (url, files) =>
    postFiles(
      {
        baseURL: target.baseURL,
        token: () => tokens.id_token,
        renew: async () => {
          tokens = await signIn(target, email);
          call = client(target, tokens);
        },
      },
      url,
      files,
    );
  return { api, upload, token: () => tokens.id_token };
}

/**
 * POSTs `files` ({ name, type, bytes }) as multipart form data to `url` on `baseURL` (or a function
 * answering it: a restarted server listens on a new port) with the id token `token()`; the upload is
 * accepted with 202. A 401 (the token ran out during a long load) calls `renew()`, which signs in
 * again, and sends once more.
 */
export async function postFiles({ baseURL, token, renew }, url, files) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.bytes], { type: f.type }), f.name);
  const send = () =>
    fetch(`${typeof baseURL === 'function' ? baseURL() : baseURL}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token()}` },
      body: form,
    });
  let res = await send();
  if (res.status === 401 && renew) {
    await renew();
    res = await send();
  }
  if (res.status !== 202)
    throw new Error(`upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
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
