import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { type DocumentAnalysis } from './analysis-host.ts';
import type { Machine } from './analysis-host.ts';

const SECTIONS = ['summary', 'questions', 'citations', 'documents'] as const;

export function ReportConfigForm({ analysis, machine }: { analysis: DocumentAnalysis; machine: Machine }) {
  const current = machine.state.context.reportConfig ?? analysis.reportConfig ?? undefined;
  const [title, setTitle] = useState(String(current?.title ?? analysis.name));
  const [sections, setSections] = useState<string[]>(
    Array.isArray(current?.sections) ? (current.sections as string[]) : ['summary', 'questions', 'citations'],
  );
  const [format, setFormat] = useState(String(current?.format ?? 'pdf'));
  const busy = !machine.state.hasTag('reviewing');
  return (
    <section className="panel" aria-labelledby="report-heading">
      <h2 id="report-heading">Report</h2>
      <form
        className="doc-analysis__form"
        onSubmit={(event) => {
          event.preventDefault();
          machine.send({ type: 'DOC_ANALYSIS.CONFIGURE_REPORT', config: { title, sections, format } });
        }}
      >
        <TextField label="Report title" value={title} onChange={setTitle} isRequired />
        <fieldset className="doc-analysis__sections">
          <legend>Sections</legend>
          {SECTIONS.map((section) => (
            <Checkbox
              key={section}
              isSelected={sections.includes(section)}
              onChange={(on) =>
                setSections(on ? [...sections, section] : sections.filter((s) => s !== section))
              }
            >
              {section}
            </Checkbox>
          ))}
        </fieldset>
        <Select
          label="Format"
          options={[
            { value: 'pdf', label: 'PDF' },
            { value: 'docx', label: 'Word (DOCX)' },
            { value: 'markdown', label: 'Markdown' },
          ]}
          value={format}
          onChange={(value) => value && setFormat(value)}
        />
        <Button type="submit" isDisabled={busy || sections.length === 0 || !title.trim()}>
          Save report settings
        </Button>
        {machine.state.context.reportConfig ? <p role="status">Report settings saved.</p> : null}
      </form>
    </section>
  );
}
