import type { FastifyReply } from 'fastify';
import type { Download } from '../services/chats/chat-sources.ts';

/**
 * What a typed operation returns to answer with a file rather than JSON: allowed (operation.ts) only
 * where the contract's success response is a file (a `string` body), and sent with the headers every
 * download carries.
 */
export class FileAnswer {
  constructor(
    readonly disposition: 'inline' | 'attachment',
    readonly file: Download,
  ) {}
}

/** What a typed operation returns when it wrote the reply itself (an event stream it took over). */
export const REPLY_WRITTEN: unique symbol = Symbol('reply written');

function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Sets the download headers and gives the body to send (the route sends it as it is: no serializer). */
export function fileReply(reply: FastifyReply, { disposition, file }: FileAnswer): Buffer | string {
  reply.header(
    'content-type',
    /^text\//.test(file.contentType) ? `${file.contentType}; charset=utf-8` : file.contentType,
  );
  reply.header('content-disposition', contentDisposition(disposition, file.filename));
  reply.header('x-content-type-options', 'nosniff');
  // An uploaded HTML page is shown, never run: no scripts, no same-origin access, nothing loaded.
  reply.header(
    'content-security-policy',
    "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  );
  reply.header('cache-control', 'private, no-store');
  return file.body;
}
