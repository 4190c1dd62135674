import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { waitFor } from 'xstate';
import { formatBytes } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FileDropZone } from '../../components/ui/FileDropZone.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { errorMessage } from '../../app/error-message.ts';
import {
  ACCEPTED_TYPES,
  MAX_FILES,
  MAX_FILE_SIZE_TEXT,
  fileProblem,
  perFilePercent,
  useDocumentAnalysisMachine,
  type PickedFile,
} from './analysis-host.ts';

/** Create an analysis, drop or pick its documents, watch each upload, then follow the analysis. */
export function NewAnalysis({ useCaseId, base }: { useCaseId: string; base: string }) {
  const navigate = useNavigate();
  const { state, send, actor, pick } = useDocumentAnalysisMachine(useCaseId);
  const [name, setName] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const busy = state.hasTag('busy');
  const uploading = state.matches('uploading');
  const percents = perFilePercent(files, state.context.uploadPercent ?? 0);

  const add = (dropped: File[]) => {
    const bad = dropped.map(fileProblem).filter((p): p is string => p !== null);
    const good = dropped.filter((f) => fileProblem(f) === null);
    const next = [...files.filter((f) => !good.some((g) => g.name === f.name)), ...pick(good)];
    setProblems(next.length > MAX_FILES ? [...bad, `At most ${MAX_FILES} files per analysis`] : bad);
    setFiles(next.slice(0, MAX_FILES));
  };

  const start = async () => {
    const analysisName = name.trim() || (files[0] ? files[0].name : 'Document analysis');
    if (!state.matches('draft')) send({ type: 'DOC_ANALYSIS.CREATE', name: analysisName });
    const created = await waitFor(actor, (s) => s.matches('draft') || s.matches('idle'));
    if (!created.matches('draft')) return;
    send({ type: 'DOC_ANALYSIS.ATTACH', files });
    const uploaded = await waitFor(actor, (s) => s.matches('draft'), { timeout: Infinity });
    if (uploaded.context.error || !uploaded.context.analysisId) return;
    void navigate(`${base}/${uploaded.context.analysisId}`);
  };

  return (
    <section className="panel doc-analysis__new" aria-labelledby="new-analysis-heading">
      <h2 id="new-analysis-heading">New analysis</h2>
      <TextField
        label="Name"
        placeholder="For example: Q3 rate filings"
        value={name}
        onChange={setName}
        isDisabled={busy}
      />
      <FileDropZone
        label="Drop documents here"
        description={`PDF, DOCX, text, Markdown, HTML or CSV; up to ${MAX_FILES} files of at most ${MAX_FILE_SIZE_TEXT} each.`}
        acceptedTypes={ACCEPTED_TYPES}
        onFiles={add}
        isDisabled={busy}
      />
      {problems.length > 0 ? (
        <Alert title="Some files were left out">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {files.length > 0 ? (
        <ul className="stack-list doc-analysis__files" aria-label="Files to upload">
          {files.map((file, index) => (
            <li key={file.name}>
              {uploading || state.context.uploadPercent !== undefined ? (
                <ProgressBar
                  label={`${file.name} (${formatBytes(file.size)})`}
                  value={percents[index] ?? 0}
                />
              ) : (
                <div className="doc-analysis__file">
                  <span>
                    {file.name} ({formatBytes(file.size)})
                  </span>
                  <Button
                    variant="quiet"
                    isDisabled={busy}
                    onPress={() => setFiles(files.filter((f) => f.name !== file.name))}
                  >
                    Remove <span className="visually-hidden">{file.name}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="page-frame__description">Add at least one document to analyse.</p>
      )}
      {state.context.error ? <Alert>{errorMessage(state.context.error)}</Alert> : null}
      <div className="row-actions">
        <Button isDisabled={files.length === 0 || busy} isPending={busy} onPress={() => void start()}>
          {uploading ? 'Uploading…' : 'Create and analyse'}
        </Button>
        {uploading ? (
          <Button variant="secondary" onPress={() => send({ type: 'DOC_ANALYSIS.CANCEL' })}>
            Cancel upload
          </Button>
        ) : null}
      </div>
    </section>
  );
}
