import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { validateCode, validateEmail, INVALID_EMAIL_MESSAGE } from '../src/features/auth/email.ts';
import {
  quadrantFigure,
  QUADRANT_COLORS,
  type OutlierQuadrants,
} from '../src/features/portfolio/quadrant-figure.ts';
import { ACTIONS_COLUMN, StaticTable } from '../src/components/ui/StaticTable.tsx';
import { listQueryProps } from '../src/app/QueryView.tsx';

describe('sign-in field checks', () => {
  it('asks for an email, refuses a malformed one and accepts a trimmed good one', () => {
    expect(validateEmail('  ')).toBe('Enter your email address.');
    expect(validateEmail('sam@')).toBe(INVALID_EMAIL_MESSAGE);
    expect(validateEmail(' sam@acme-mutual.example ')).toBeNull();
  });

  it('asks for the code and takes exactly six digits', () => {
    expect(validateCode('')).toBe('Enter the 6-digit code from the email.');
    expect(validateCode('12345')).toBe('The code is 6 digits, for example 123456.');
    expect(validateCode('12a456')).toBe('The code is 6 digits, for example 123456.');
    expect(validateCode(' 123456 ')).toBeNull();
  });
});

describe('the portfolio quadrant figure', () => {
  const data: OutlierQuadrants = {
    usecaseId: null,
    days: 90,
    xMetric: 'claimFrequency',
    yMetric: 'averageSeverity',
    xThreshold: 0.1,
    yThreshold: 5000,
    quadrants: [
      { quadrant: 'high-high', label: 'High frequency, high severity', count: 1 },
      { quadrant: 'low-low', label: 'Low frequency, low severity', count: 2 },
    ],
    points: [
      {
        id: 'a',
        label: 'TX auto',
        state: 'TX',
        lineOfBusiness: 'auto',
        segment: null,
        x: 0.2,
        y: 9000,
        size: 40,
        quadrant: 'high-high',
        anomalyId: 'an-1',
      },
      {
        id: 'b',
        label: 'OH home',
        state: 'OH',
        lineOfBusiness: 'home',
        segment: null,
        x: 0.05,
        y: 2000,
        size: 10,
        quadrant: 'low-low',
        anomalyId: null,
      },
      {
        id: 'c',
        label: 'IA farm',
        state: 'IA',
        lineOfBusiness: 'farm',
        segment: null,
        x: 0.04,
        y: 1000,
        size: 20,
        quadrant: 'low-low',
        anomalyId: null,
      },
    ],
  } as OutlierQuadrants;

  it('draws one trace per quadrant in its colour, outliers outlined and labelled', () => {
    const figure = quadrantFigure(data);
    expect(figure.data.map((trace) => trace.name)).toEqual([
      'High frequency, high severity',
      'Low frequency, low severity',
    ]);
    const [high, low] = figure.data as {
      marker: { color: string; line: { width: number[] } };
      text: string[];
    }[];
    expect(high!.marker.color).toBe(QUADRANT_COLORS['high-high']);
    expect(high!.text).toEqual(['TX auto (outlier)']);
    expect(high!.marker.line.width).toEqual([2]);
    expect(low!.text).toEqual(['OH home', 'IA farm']);
    expect(low!.marker.line.width).toEqual([0.5, 0.5]);
  });

  it('splits the plane at both thresholds and titles the axes from the metric names', () => {
    const { layout, size } = quadrantFigure(data);
    expect(layout.width).toBe(size.width);
    expect(layout.height).toBe(size.height);
    expect((layout.xaxis as { title: { text: string } }).title.text).toBe('Claim Frequency');
    expect((layout.yaxis as { title: { text: string } }).title.text).toBe('Average Severity');
    const shapes = layout.shapes as { x0: number; y0: number; xref: string; yref: string }[];
    expect(shapes).toEqual([
      expect.objectContaining({ xref: 'x', yref: 'paper', x0: 0.1 }),
      expect.objectContaining({ xref: 'paper', yref: 'y', y0: 5000 }),
    ]);
    // The y range reaches above the highest point and the threshold (SPEC §9 headroom).
    const range = (layout.yaxis as { range: [number, number] }).range;
    expect(range[1]).toBeGreaterThan(9000);
  });
});

describe('StaticTable', () => {
  it('names its columns, hides an actions heading and a caption unless asked to show it', () => {
    const hidden = renderToString(
      <StaticTable caption="Purges" columns={['Reason', ACTIONS_COLUMN]}>
        <tr>
          <td>old</td>
          <td />
        </tr>
      </StaticTable>,
    );
    expect(hidden).toContain('<caption class="visually-hidden">Purges</caption>');
    expect(hidden).toContain('<th scope="col">Reason</th>');
    expect(hidden).toContain('<th scope="col"><span class="visually-hidden">Actions</span></th>');
    expect(hidden).toContain('class="data-table-wrap"');
    const shown = renderToString(
      <StaticTable caption="Parameters" showCaption bare className="api-ref__table" columns={['Name']}>
        {null}
      </StaticTable>,
    );
    expect(shown).toContain('<caption>Parameters</caption>');
    expect(shown).toContain('class="data-table api-ref__table"');
    expect(shown).not.toContain('data-table-wrap');
  });
});

describe('listQueryProps', () => {
  const query = (over: Partial<Parameters<typeof listQueryProps<string>>[0]>) => ({
    data: undefined,
    isPending: false,
    isFetching: false,
    isError: false,
    error: null,
    refetch: () => undefined,
    ...over,
  });

  it('hands the rows and total of a loaded page to the table', () => {
    const props = listQueryProps(query({ data: { items: ['a', 'b'], total: 7 } }));
    expect(props).toMatchObject({ data: ['a', 'b'], total: 7, isPending: false, error: null });
  });

  const render = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

  it('shows the error screen when the list failed, or keeps the last page under an alert when asked', () => {
    const failed = { isError: true, error: new Error('down'), data: { items: ['a'], total: 1 } };
    const screen = render(listQueryProps(query(failed)).error);
    expect(screen).toContain('Try Again');
    const kept = render(listQueryProps(query(failed), { keepPageOnRefetchError: true }).error);
    expect(kept).not.toContain('Try Again');
    expect(kept).toContain('down');
    const firstLoad = render(
      listQueryProps(query({ ...failed, data: undefined }), { keepPageOnRefetchError: true }).error,
    );
    expect(firstLoad).toContain('Try Again');
  });
});
