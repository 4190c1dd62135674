import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import spec from 'virtual:openapi-spec';
import { Disclosure } from '../../components/ui/Disclosure.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { copyText } from '../../app/clipboard.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useToast } from '../../app/services.tsx';
import {
  describeSchema,
  matchesSearch,
  operationsOf,
  type OpenApiDocument,
  type Operation,
  type SchemaObject,
} from './openapi-model.ts';
import './ApiReferencePage.css';
import { StaticTable } from '../../components/ui/StaticTable.tsx';

const doc = spec as OpenApiDocument;

function OperationDetail({ operation }: { operation: Operation }) {
  const toast = useToast();
  return (
    <div className="api-ref__operation">
      {operation.description ? <p className="api-ref__description">{operation.description}</p> : null}
      <p className="api-ref__meta">
        <span>
          Operation <code>{operation.id}</code>
        </span>
        <span>
          {operation.isPublic ? 'Public (no token)' : `Roles: ${operation.roles.join(', ') || 'none'}`}
        </span>
        {operation.feature ? <span>Feature {operation.feature}</span> : null}
        <Button
          variant="quiet"
          aria-label={`Copy the path of ${operation.id}`}
          onPress={() => void copyText(operation.path).then((ok) => ok && toast({ title: 'Path copied' }))}
        >
          Copy path
        </Button>
      </p>
      {operation.parameters.length > 0 ? (
        <StaticTable
          bare
          className="api-ref__table"
          caption="Parameters"
          showCaption
          columns={['Name', 'In', 'Type', 'Description']}
        >
          {operation.parameters.map((parameter) => (
            <tr key={`${parameter.in}-${parameter.name}`}>
              <td>
                <code>{parameter.name}</code>
                {parameter.required ? ' (required)' : ''}
              </td>
              <td>{parameter.in}</td>
              <td>{describeSchema(parameter.schema)}</td>
              <td>{parameter.description ?? ''}</td>
            </tr>
          ))}
        </StaticTable>
      ) : null}
      {operation.requestBody ? (
        <p>
          Request body ({operation.requestBody.required ? 'required' : 'optional'},{' '}
          {operation.requestBody.contentType}): <SchemaLink schema={operation.requestBody.schema} />
        </p>
      ) : null}
      <StaticTable
        bare
        className="api-ref__table"
        caption="Responses"
        showCaption
        columns={['Status', 'Description', 'Body']}
      >
        {operation.responses.map((response) => (
          <tr key={response.status}>
            <td>{response.status}</td>
            <td>{response.description}</td>
            <td>
              <SchemaLink schema={response.schema} />
            </td>
          </tr>
        ))}
      </StaticTable>
    </div>
  );
}

function SchemaLink({ schema }: { schema: SchemaObject | undefined }) {
  const text = describeSchema(schema);
  if (!text) return <span>none</span>;
  const name =
    schema?.$ref?.split('/').at(-1) ??
    (schema?.items?.$ref ? schema.items.$ref.split('/').at(-1) : undefined);
  return name ? <a href={`#schema-${name}`}>{text}</a> : <code>{text}</code>;
}

function SchemaDetail({ name, schema }: { name: string; schema: SchemaObject }) {
  const properties = Object.entries(schema.properties ?? {});
  return (
    <Disclosure id={`schema-${name}`} level={3} title={<code>{name}</code>}>
      {schema.description ? <p className="api-ref__description">{schema.description}</p> : null}
      {properties.length > 0 ? (
        <StaticTable
          bare
          className="api-ref__table"
          caption={`Fields of ${name}`}
          columns={['Field', 'Type', 'Description']}
        >
          {properties.map(([field, value]) => (
            <tr key={field}>
              <td>
                <code>{field}</code>
                {schema.required?.includes(field) ? ' (required)' : ''}
              </td>
              <td>{describeSchema(value)}</td>
              <td>{value.description ?? ''}</td>
            </tr>
          ))}
        </StaticTable>
      ) : (
        <p>
          <code>{describeSchema(schema)}</code>
        </p>
      )}
    </Disclosure>
  );
}

/**
 * /scalar and /scalar-v0: the API reference, rendered from openapi/openapi.yaml bundled into this lazy
 * chunk, so no other page pays for it and no third-party script runs under the CSP.
 */
export function ApiReferencePage() {
  const { pathname } = useLocation();
  const isV0 = pathname.startsWith('/scalar-v0');
  const [search, setSearch] = useState('');
  const operations = useMemo(() => operationsOf(doc), []);
  const shown = operations.filter((operation) => matchesSearch(operation, search));
  const tags = (doc.tags ?? []).map((tag) => ({
    ...tag,
    operations: shown.filter((op) => op.tag === tag.name),
  }));
  const title = isV0 ? 'API reference (v0)' : 'API reference';

  return (
    <PageFrame
      title={title}
      description={`${doc.info.title} ${doc.info.version}: ${operations.length} operations.`}
      crumbs={[{ label: title, url: pathname }]}
    >
      <div className="api-ref">
        <nav className="api-ref__nav" aria-label="API sections">
          <ul>
            {tags
              .filter((tag) => tag.operations.length > 0)
              .map((tag) => (
                <li key={tag.name}>
                  <a href={`#tag-${tag.name}`}>
                    {tag.name} ({tag.operations.length})
                  </a>
                </li>
              ))}
            <li>
              <a href="#schemas">Schemas</a>
            </li>
          </ul>
        </nav>
        <div className="api-ref__body">
          <TextField
            label="Search operations"
            placeholder="Path, summary or operation id"
            value={search}
            onChange={setSearch}
          />
          {doc.info.description ? (
            <Disclosure level={2} title="About this API">
              <pre className="api-ref__intro">{doc.info.description}</pre>
            </Disclosure>
          ) : null}
          {shown.length === 0 ? <EmptyState title={`No operation matches '${search}'`} /> : null}
          {tags
            .filter((tag) => tag.operations.length > 0)
            .map((tag) => (
              <section
                key={tag.name}
                id={`tag-${tag.name}`}
                className="api-ref__tag"
                aria-labelledby={`tag-heading-${tag.name}`}
              >
                <h2 id={`tag-heading-${tag.name}`}>{tag.name}</h2>
                {tag.description ? <p className="api-ref__description">{tag.description}</p> : null}
                <div className="api-ref__list">
                  {tag.operations.map((operation) => (
                    <Disclosure
                      key={`${operation.method} ${operation.path}`}
                      title={
                        <>
                          <span className={`api-ref__method api-ref__method--${operation.method}`}>
                            {operation.method.toUpperCase()}
                          </span>
                          <code className="api-ref__path">{operation.path}</code>
                          <span className="api-ref__summary">{operation.summary}</span>
                        </>
                      }
                    >
                      <OperationDetail operation={operation} />
                    </Disclosure>
                  ))}
                </div>
              </section>
            ))}
          <section id="schemas" className="api-ref__tag" aria-labelledby="schemas-heading">
            <h2 id="schemas-heading">Schemas</h2>
            <div className="api-ref__list">
              {Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => (
                <SchemaDetail key={name} name={name} schema={schema} />
              ))}
            </div>
          </section>
        </div>
      </div>
    </PageFrame>
  );
}
