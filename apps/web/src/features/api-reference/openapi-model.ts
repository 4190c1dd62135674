/** Just enough of an OpenAPI 3.1 document to list its operations, parameters, bodies and schemas. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
  };
}

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  description?: string;
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: SchemaObject }>;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tag: string;
  roles: string[];
  feature: string | undefined;
  isPublic: boolean;
  parameters: ParameterObject[];
  requestBody: { contentType: string; schema: SchemaObject | undefined; required: boolean } | undefined;
  responses: { status: string; description: string; schema: SchemaObject | undefined }[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const refName = (ref: string): string => ref.split('/').at(-1) ?? ref;

function deref<T extends { $ref?: string }>(value: T, table: Record<string, T> | undefined): T {
  if (!value.$ref) return value;
  return table?.[refName(value.$ref)] ?? value;
}

/** A schema in one short line: `UserPage`, `array of Role`, `string (uuid)`, `'a' | 'b'`. */
export function describeSchema(schema: SchemaObject | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.oneOf) return schema.oneOf.map(describeSchema).join(' | ');
  if (schema.allOf) return schema.allOf.map(describeSchema).filter(Boolean).join(' & ') || 'object';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array') return `array of ${describeSchema(schema.items) || 'any'}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as ParameterObject[] | undefined) ?? []).map((p) =>
      deref(p, doc.components?.parameters),
    );
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const own = ((raw.parameters as ParameterObject[] | undefined) ?? []).map((p) =>
        deref(p, doc.components?.parameters),
      );
      const body = raw.requestBody as
        { required?: boolean; content?: Record<string, { schema?: SchemaObject }> } | undefined;
      const bodyType = body?.content ? Object.keys(body.content)[0] : undefined;
      const responses = Object.entries(
        (raw.responses as Record<string, ResponseObject> | undefined) ?? {},
      ).map(([status, response]) => {
        const resolved = deref(response, doc.components?.responses);
        const content = resolved.content ? Object.values(resolved.content)[0] : undefined;
        return { status, description: resolved.description ?? '', schema: content?.schema };
      });
      out.push({
        id: String(raw.operationId ?? `${method} ${path}`),
        method,
        path,
        summary: String(raw.summary ?? ''),
        description: String(raw.description ?? ''),
        tag: ((raw.tags as string[] | undefined) ?? ['other'])[0] ?? 'other',
        roles: (raw['x-roles'] as string[] | undefined) ?? [],
        feature: raw['x-feature'] as string | undefined,
        isPublic: raw['x-public'] === true,
        parameters: [...shared, ...own],
        requestBody:
          body && bodyType
            ? {
                contentType: bodyType,
                schema: body.content?.[bodyType]?.schema,
                required: body.required === true,
              }
            : undefined,
        responses,
      });
    }
  }
  return out;
}

export function matchesSearch(operation: Operation, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [operation.id, operation.path, operation.summary, operation.method, operation.tag].some((field) =>
    field.toLowerCase().includes(text),
  );
}
