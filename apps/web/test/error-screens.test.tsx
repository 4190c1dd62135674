import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ErrorScreen, GENERIC_ERROR_FALLBACK } from '../src/app/ErrorScreen.tsx';
import { ReportErrorScreen } from '../src/features/catalog/ReportErrorScreen.tsx';
import { REPORT_DATA_ERROR, CHART_COLLECTION_ERROR } from '../src/features/catalog/ModelReportPage.tsx';

const render = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe('error screens (SPEC §2)', () => {
  it('the generic error screen shows the message, the advice, and Go back and Try Again', () => {
    const html = render(<ErrorScreen error={new Error('The list could not load')} onRetry={() => {}} />);
    expect(html).toContain('The list could not load');
    expect(html).toContain('Something went wrong! Please try again or refresh the page.');
    expect(buttons(html)).toEqual(['Go back', 'Try Again']);
  });

  it('an error without a message shows the fallback sentence', () => {
    const html = render(<ErrorScreen error={{}} onRetry={() => {}} />);
    expect(html).toContain(GENERIC_ERROR_FALLBACK);
  });

  it('a 401 shows the unauthorized screen with Go to Login', () => {
    const html = render(
      <ErrorScreen error={{ type: 'about:blank', title: 'Unauthorized', status: 401 }} onRetry={() => {}} />,
    );
    expect(html).toContain('You are not authorized to view this page. Please log in to continue.');
    expect(html).toContain('Status Code: 401');
    expect(buttons(html)).toEqual(['Go to Login']);
  });

  it.each([REPORT_DATA_ERROR, CHART_COLLECTION_ERROR])(
    'the model report error screen "%s" has Go back and Try Again',
    (message) => {
      const html = render(
        <ReportErrorScreen message={message} error={new Error('boom')} onRetry={() => {}} />,
      );
      expect(html).toContain(message);
      expect(html).toContain('Something went wrong! Please try again or refresh the page.');
      expect(buttons(html)).toEqual(['Go back', 'Try Again']);
    },
  );
});
