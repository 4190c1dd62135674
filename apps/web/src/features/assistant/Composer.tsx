import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField } from '../../components/ui/TextArea.tsx';
import type { ChatBackend } from './chat-backend.ts';

// Suggested questions and the ask box.

export function Suggestions({
  backend,
  onPick,
}: {
  backend: ChatBackend;
  onPick: (question: string) => void;
}) {
  const suggestions = useQuery({
    queryKey: [...backend.key, 'suggestions'],
    queryFn: () => backend.suggestions!(3),
    enabled: Boolean(backend.suggestions),
    staleTime: 60_000,
  });
  if (!suggestions.data?.length) return null;
  return (
    <section className="suggestions" aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading" className="suggestions__title">
        Suggested questions
      </h2>
      <ul className="stack-list suggestions__list">
        {suggestions.data.map((q) => (
          <li key={q}>
            <Button variant="secondary" className="suggestions__item" onPress={() => onPick(q)}>
              {q}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ask box: Enter sends, Shift+Enter adds a line; Stop while an answer is written. */
export function Composer({
  busy,
  onSend,
  onStop,
}: {
  busy: boolean;
  onSend: (question: string) => void;
  onStop: () => void;
}) {
  const [question, setQuestion] = useState('');
  const send = () => {
    if (busy || !question.trim()) return;
    onSend(question.trim());
    setQuestion('');
  };
  return (
    <form
      className="chat__ask"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextAreaField
        label="Your question"
        placeholder="For example: which states saw the largest approved rate increases?"
        description="Enter sends, Shift+Enter adds a line."
        value={question}
        onChange={setQuestion}
        rows={3}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          } else event.continuePropagation();
        }}
      />
      <div className="chat__ask-actions">
        {busy ? (
          <Button variant="secondary" onPress={onStop}>
            Stop
          </Button>
        ) : (
          <Button type="submit" isDisabled={!question.trim()}>
            Ask
          </Button>
        )}
      </div>
    </form>
  );
}
