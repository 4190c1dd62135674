import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { anomalyForReport, reportFiles } from './anomalies.ts';
import { lineLabel, stateName } from './common.ts';

type Report = Awaited<ReturnType<typeof anomalyForReport>>;

const SEVERITY = ['', 'low', 'medium', 'high'];

function facts(r: Report): [string, string][] {
  const a = r.anomaly;
  return [
    ['Status', a.statusName],
    ['Severity', `${SEVERITY[a.severity] ?? a.severity} (${a.severity})`],
    ['Detector', a.detector],
    ['Metric', `${a.metric}${r.feature ? ` of '${r.feature}'` : ''}`],
    ['Observed', String(a.observedValue)],
    ['Expected', a.expectedValue === null ? '-' : String(a.expectedValue)],
    ['Deviation (robust z)', a.deviation === null ? '-' : String(a.deviation)],
    ['State', a.location ? `${stateName(a.location)} (${a.location})` : '-'],
    ['Line of business', a.lineOfBusiness ? lineLabel(a.lineOfBusiness) : '-'],
    ['Segment', a.segment ?? '-'],
    ['Period', `${a.periodStart} to ${a.periodEnd}`],
    ['Detected', a.detectedAt],
    ['Assignee', a.assignee ?? '-'],
  ];
}

function seriesRows(r: Report): [string, string, string][] {
  return r.observedSeries.map((p, i) => [
    p.date.slice(0, 7),
    p.value === null ? '-' : p.value.toFixed(4),
    r.expectedSeries[i]?.value === null || r.expectedSeries[i] === undefined
      ? '-'
      : r.expectedSeries[i]!.value!.toFixed(4),
  ]);
}

/** Standard PDF fonts encode WinAnsi only; anything else becomes '?'. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function renderPdf(r: Report): Promise<PDFDocument> {
  // Loaded on the first PDF asked for, not at start-up (issue 19).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Anomaly report: ${r.anomaly.title}`));
  doc.setProducer('Ratelens');
  doc.setCreationDate(new Date(r.anomaly.updateDateTime));
  doc.setModificationDate(new Date(r.anomaly.updateDateTime));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  let pageRef: PDFPage = doc.addPage([595, 842]);
  let y = 842 - margin;
  const ensure = (height: number) => {
    if (y - height < margin) {
      pageRef = doc.addPage([595, 842]);
      y = 842 - margin;
    }
  };
  const text = (value: string, size = 10, f = font, x = margin, color = rgb(0, 0, 0)) => {
    ensure(size + 4);
    pageRef.drawText(winAnsi(value), { x, y: y - size, size, font: f, color });
    y -= size + 4;
  };
  text('Ratelens anomaly report', 9, font, margin, rgb(0.4, 0.4, 0.4));
  for (const line of wrap(r.anomaly.title, bold, 16, 495)) text(line, 16, bold);
  y -= 6;
  for (const [k, v] of facts(r)) {
    ensure(14);
    pageRef.drawText(winAnsi(k), { x: margin, y: y - 10, size: 10, font: bold });
    pageRef.drawText(winAnsi(v), { x: margin + 140, y: y - 10, size: 10, font });
    y -= 14;
  }
  if (r.anomaly.description) {
    y -= 8;
    for (const line of wrap(r.anomaly.description, font, 10, 495)) text(line);
  }
  y -= 8;
  text('Observed against expected', 12, bold);
  const table: [string, string, string][] = [['Month', 'Observed', 'Expected'], ...seriesRows(r)];
  for (const [month, observed, expected] of table) {
    ensure(13);
    const f = month === 'Month' ? bold : font;
    pageRef.drawText(month, { x: margin, y: y - 9, size: 9, font: f });
    pageRef.drawText(observed, { x: margin + 120, y: y - 9, size: 9, font: f });
    pageRef.drawText(expected, { x: margin + 240, y: y - 9, size: 9, font: f });
    y -= 13;
  }
  if (r.actions.length > 0) {
    y -= 8;
    text('Recommended actions', 12, bold);
    for (const action of r.actions) {
      for (const line of wrap(
        `- ${action.title} (${action.upVotes} up, ${action.downVotes} down)`,
        font,
        10,
        495,
      ))
        text(line);
    }
  }
  return doc;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function renderHtml(r: Report): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(r.anomaly.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}th{text-align:left;padding-right:1rem}td{padding-right:1rem}</style>
</head><body>
<section id="summary"><p>Ratelens anomaly report</p><h1>${e(r.anomaly.title)}</h1>
<table>${facts(r)
    .map(([k, v]) => `<tr><th>${e(k)}</th><td>${e(v)}</td></tr>`)
    .join('')}</table>
${r.anomaly.description ? `<p>${e(r.anomaly.description)}</p>` : ''}</section>
<section id="series"><h2>Observed against expected</h2><table><tr><th>Month</th><th>Observed</th><th>Expected</th></tr>
${seriesRows(r)
  .map(([m, o, x]) => `<tr><td>${e(m)}</td><td>${e(o)}</td><td>${e(x)}</td></tr>`)
  .join('\n')}</table></section>
<section id="actions"><h2>Recommended actions</h2><ul>${r.actions
    .map((a) => `<li>${e(a.title)} (${a.upVotes} up, ${a.downVotes} down)</li>`)
    .join('')}</ul></section>
</body></html>
`;
}

const HTML_SECTIONS = ['summary', 'series', 'actions'];

/**
 * The report files of GET /api/anomaly/{id}/report/view, generated from the anomaly as it stands. A PDF
 * reference `page=N` returns that page alone; an HTML reference names a section (`section=series`), the
 * whole page comes back and the browser scrolls to it.
 */
export async function viewAnomalyReport(
  tx: TenantTx,
  id: string,
  filename: string,
  reference: string | undefined,
): Promise<{ contentType: string; body: Buffer }> {
  const file = reportFiles(id).find((f) => f.filename === filename);
  const report = await anomalyForReport(tx, id);
  if (!file) throw new NotFoundError(`The anomaly has no report file "${filename}"`);
  if (file.contentType === 'application/pdf') {
    const doc = await renderPdf(report);
    if (reference !== undefined && reference !== '') {
      const match = /^page=(\d{1,4})$/.exec(reference);
      if (!match)
        throw new ValidationError(`A PDF reference is page=N, not "${reference}"`, [
          { field: 'reference', message: 'expected page=N' },
        ]);
      const n = Number(match[1]);
      if (n < 1 || n > doc.getPageCount())
        throw new NotFoundError(`The report has ${doc.getPageCount()} page(s); there is no page ${n}`);
      const single = await (await import('pdf-lib')).PDFDocument.create();
      const [copied] = await single.copyPages(doc, [n - 1]);
      single.addPage(copied!);
      single.setTitle(doc.getTitle() ?? 'Anomaly report');
      return { contentType: 'application/pdf', body: Buffer.from(await single.save()) };
    }
    return { contentType: 'application/pdf', body: Buffer.from(await doc.save()) };
  }
  if (reference !== undefined && reference !== '') {
    const match = /^section=([a-z]+)$/.exec(reference);
    if (!match || !HTML_SECTIONS.includes(match[1]!)) {
      throw new NotFoundError(
        `The report has no section "${reference}"; use section=${HTML_SECTIONS.join('|')}`,
      );
    }
  }
  return { contentType: 'text/html; charset=utf-8', body: Buffer.from(renderHtml(report), 'utf8') };
}
