// Shown under an answer the extractive engine wrote although a language model is configured (the model
// failed, timed out or cited no valid sentence; the server records why as `fallback`).

export type EngineFallback = 'provider_failed' | 'timeout' | 'invalid_citations' | 'no_citations';

const WHY: Record<EngineFallback, string> = {
  provider_failed: 'the language model could not be reached',
  timeout: 'the language model did not answer in time',
  invalid_citations: 'the language model cited passages it was not given',
  no_citations: 'the language model cited no passage',
};

export function EngineNotice({ fallback }: { fallback?: EngineFallback | null }) {
  if (!fallback) return null;
  return (
    <p className="answer-engine-notice" role="note">
      Quoted from the documents: answered without the language model ({WHY[fallback] ?? 'it failed'}).
    </p>
  );
}
