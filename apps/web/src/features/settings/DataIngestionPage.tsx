import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, OPERATION_LIMITS, listQuery, megabytes, unwrap, type components } from '@ratelens/api';
import {
  DATASETS,
  datasetDefinition,
  datasetTemplate,
  formatBytes,
  formatDateTime,
  type DatasetKey,
} from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { columnHelper, useServerList } from '../../components/ui/DataTable.tsx';
import { FileDropZone } from '../../components/ui/FileDropZone.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { StaticTable } from '../../components/ui/StaticTable.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { ListTable } from '../../app/QueryView.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useQueryHooks, useServices, useToast, type Services } from '../../app/services.tsx';
import { SETTINGS } from './settings-crumb.ts';
import {
  CANCEL_NOTE,
  LoadResult,
  RUNNING,
  STATUS_LABELS,
  datasetLabel,
  download,
} from './DataIngestionLoad.tsx';
import './settings.css';

type DataIngestion = components['schemas']['DataIngestion'];

// The contract's x-limits of createDataIngestion, generated from openapi.yaml.
const LIMITS = OPERATION_LIMITS.createDataIngestion;
const MAX_SIZE_TEXT = megabytes(LIMITS.maxFileBytes);
const POLL_MS = 1000;
const LOAD_SORTABLE = new Set(['name', 'dataset', 'status', 'rowsLoaded', 'rowsRejected', 'createdDateTime']);

/**
 * The CSV upload through XMLHttpRequest (the one browser API reporting upload progress), sent right after
 * a call through the API client so an expired token has been refreshed first.
 */
async function uploadCsv(
  services: Services,
  form: { name: string; dataset: DatasetKey; file: File },
  onProgress: (percent: number) => void,
): Promise<DataIngestion> {
  unwrap(await services.api.GET('/api/data-ingestion', { params: { query: { pageSize: 1 } } }));
  const token = services.session.getSnapshot().context.id_token;
  const body = new FormData();
  body.append('name', form.name);
  body.append('dataset', form.dataset);
  body.append('file', new File([form.file], form.file.name, { type: 'text/csv' }), form.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/data-ingestion');
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as DataIngestion);
      else
        reject(
          new ApiError('HTTP_ERROR', `The upload failed with status ${xhr.status}`, {
            status: xhr.status,
            data: xhr.response,
          }),
        );
    };
    xhr.onerror = () => reject(new ApiError('FETCH_ERROR', 'The upload could not reach the server'));
    xhr.send(body);
  });
}

function DatasetColumns({ dataset }: { dataset: DatasetKey }) {
  const definition = datasetDefinition(dataset)!;
  return (
    <div className="panel">
      <h2>{definition.label}</h2>
      <p>{definition.description}</p>
      <p>
        <strong>Shows in:</strong> {definition.feeds}
      </p>
      <StaticTable
        caption={`Columns of the ${definition.label} template`}
        columns={['Column', 'Required', 'Meaning', 'Example']}
      >
        {definition.columns.map((c) => (
          <tr key={c.name}>
            <td>
              <code>{c.name}</code>
            </td>
            <td>{c.required ? 'Yes' : 'No'}</td>
            <td>{c.description}</td>
            <td>
              <code>{c.example}</code>
            </td>
          </tr>
        ))}
      </StaticTable>
      <div className="form-actions">
        <Button
          variant="secondary"
          onPress={() => download(`${dataset}-template.csv`, datasetTemplate(dataset))}
        >
          Download {definition.label} template
        </Button>
      </div>
    </div>
  );
}

function UploadForm({ onLoaded }: { onLoaded: (load: DataIngestion) => void }) {
  const services = useServices();
  const toast = useToast();
  const [dataset, setDataset] = useState<DatasetKey>('filings');
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: () =>
      uploadCsv(services, { name: name.trim() || file!.name, dataset, file: file! }, setProgress),
    onSuccess: (load) => {
      setProgress(null);
      setFile(null);
      setName('');
      onLoaded(load);
    },
    onError: (error) => {
      setProgress(null);
      toast({ title: 'Could not load the file', description: errorMessage(error), variant: 'destructive' });
    },
  });
  return (
    <div className="data-ingestion__form">
      <Select
        label="Dataset"
        options={DATASETS.map((d) => ({ value: d.key, label: d.label }))}
        value={dataset}
        onChange={(value) => value && setDataset(value as DatasetKey)}
        isRequired
      />
      <DatasetColumns dataset={dataset} />
      <div className="panel">
        <h2>Upload a CSV file</h2>
        <FileDropZone
          label="CSV file to load"
          acceptedTypes={LIMITS.allowedTypes}
          isDisabled={upload.isPending}
          description={`One CSV file of at most ${MAX_SIZE_TEXT}, UTF-8, with the column names in its first row.`}
          onFiles={(files) => {
            const chosen = files[0]!;
            if (chosen.size > LIMITS.maxFileBytes) {
              setProblem(`${chosen.name} is larger than ${MAX_SIZE_TEXT}.`);
              return;
            }
            setProblem(null);
            setFile(chosen);
          }}
        />
        {file ? (
          <p>
            Chosen: <strong>{file.name}</strong> ({formatBytes(file.size)})
          </p>
        ) : null}
        {problem ? <Alert>{problem}</Alert> : null}
        <TextField label="Name of the load" value={name} onChange={setName} placeholder={file?.name ?? ''} />
        {progress !== null ? <ProgressBar label="Uploading" value={progress} /> : null}
        <div className="form-actions">
          <Button isDisabled={!file} isPending={upload.isPending} onPress={() => upload.mutate()}>
            Load {datasetLabel(dataset)}
          </Button>
        </div>
      </div>
    </div>
  );
}

const loadColumn = columnHelper<DataIngestion>();

export function DataIngestionPage() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const hooks = useQueryHooks();
  const toast = useToast();
  const list = useServerList({
    sortable: LOAD_SORTABLE,
    sort: [{ id: 'createdDateTime', desc: true }],
    pageSize: 10,
  });
  const [shown, setShown] = useState<DataIngestion | null>(null);
  const loads = hooks.useQuery(
    'get',
    '/api/data-ingestion',
    {
      params: {
        query: {
          ...listQuery({ page: list.page, pageSize: list.pageSize, orderBy: list.orderBy }),
          days: 365,
        },
      },
    },
    {
      placeholderData: (previous) => previous,
      // While a load on the page runs, its counts move in the list too.
      refetchInterval: (query) =>
        query.state.data?.items.some((l) => RUNNING.includes(l.status)) ? POLL_MS : false,
    },
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', '/api/data-ingestion'] });

  // A load still queued or running is followed until it ends.
  useEffect(() => {
    if (!shown || !RUNNING.includes(shown.status)) return;
    const timer = setTimeout(async () => {
      const next = await api.GET('/api/data-ingestion/{id}', { params: { path: { id: shown.id } } });
      if (next.data) setShown(next.data);
      if (next.data && !RUNNING.includes(next.data.status)) void refresh();
    }, POLL_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-armed by each new state of the shown load
  }, [shown]);

  const cancel = useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await api.PUT('/api/data-ingestion/{id}', {
          params: { path: { id } },
          body: { status: 'cancelled' },
        }),
      ),
    onSuccess: async (load) => {
      toast({ title: `${load.name} cancelled`, description: CANCEL_NOTE });
      if (shown?.id === load.id) setShown(load);
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Could not cancel the load', description: errorMessage(error), variant: 'destructive' }),
  });

  const columns = [
    loadColumn.accessor('name', { header: 'Name' }),
    loadColumn.accessor('dataset', { header: 'Dataset', cell: (info) => datasetLabel(info.getValue()) }),
    loadColumn.accessor('status', {
      header: 'Status',
      cell: (info) => STATUS_LABELS[info.getValue()] ?? info.getValue(),
    }),
    loadColumn.accessor('rowsProcessed', {
      header: 'Rows processed',
      cell: (info) =>
        `${info.getValue().toLocaleString('en-US')} of ${info.row.original.rowsTotal.toLocaleString('en-US')}`,
    }),
    loadColumn.accessor('rowsLoaded', { header: 'Rows loaded' }),
    loadColumn.accessor('rowsRejected', { header: 'Rows rejected' }),
    loadColumn.accessor('createdDateTime', {
      header: 'Created',
      cell: (info) => formatDateTime(info.getValue()),
    }),
    loadColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="data-ingestion__actions">
          <Button variant="secondary" onPress={() => setShown(row.original)}>
            Details<span className="visually-hidden"> of {row.original.name}</span>
          </Button>
          {RUNNING.includes(row.original.status) ? (
            <Button
              variant="destructive"
              isPending={cancel.isPending && cancel.variables === row.original.id}
              onPress={() => cancel.mutate(row.original.id)}
            >
              Cancel<span className="visually-hidden"> {row.original.name}</span>
            </Button>
          ) : null}
        </div>
      ),
    }),
  ];

  return (
    <PageFrame
      title="Data ingestion"
      description="Load your own filings, portfolio, claims, intel feeds and model scores from CSV files."
      crumbs={[SETTINGS, { label: 'Data ingestion', url: '/settings/data-ingestion' }]}
    >
      <UploadForm
        onLoaded={(load) => {
          setShown(load);
          void refresh();
        }}
      />
      {shown ? (
        <LoadResult
          load={shown}
          onCancel={() => cancel.mutate(shown.id)}
          isCancelling={cancel.isPending && cancel.variables === shown.id}
        />
      ) : null}
      <section className="panel" aria-labelledby="earlier-loads">
        <h2 id="earlier-loads">Earlier loads</h2>
        <ListTable
          label="Earlier loads"
          columns={columns}
          query={loads}
          list={list}
          noun="loads"
          pageSizes={[10, 20, 50]}
          empty={<EmptyState title="No data loaded in the last year" />}
        />
      </section>
    </PageFrame>
  );
}
