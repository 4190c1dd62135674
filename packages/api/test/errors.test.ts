import { describe, expect, it } from 'vitest';
import { ApiError, problemMessage } from '../src/index.ts';

describe('problemMessage', () => {
  it('joins title and detail', () => {
    expect(
      problemMessage({
        type: 'about:blank',
        title: 'Unauthorized',
        status: 401,
        code: 'x',
        detail: 'The code has expired',
      }),
    ).toBe('Unauthorized: The code has expired');
  });

  it('lists field errors after the title', () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'validation_failed',
      errors: [
        { field: 'email', message: 'must be an e-mail address' },
        { field: 'code', message: 'must be at least 6 characters' },
      ],
    };
    expect(problemMessage(problem)).toBe(
      'Bad Request (email: must be an e-mail address; code: must be at least 6 characters)',
    );
  });

  it('keeps the line single even when the server sends newlines', () => {
    expect(
      problemMessage({ type: 't', title: 'Oops', status: 500, code: 'x', detail: 'line one\nline two' }),
    ).toBe('Oops: line one line two');
  });

  it('describes an HTTP error without a problem body by its status and text', () => {
    const error = new ApiError('HTTP_ERROR', 'HTTP 502', { status: 502, data: 'Bad gateway\n' });
    expect(problemMessage(error)).toBe('HTTP 502: Bad gateway');
  });

  it('uses the problem inside an ApiError', () => {
    const error = new ApiError('HTTP_ERROR', 'x', {
      status: 403,
      data: {
        type: 't',
        title: 'Forbidden',
        status: 403,
        code: 'forbidden',
        detail: 'Feature DOC-ANL is off',
      },
    });
    expect(problemMessage(error)).toBe('Forbidden: Feature DOC-ANL is off');
  });

  it('describes transport failures by their message', () => {
    expect(problemMessage(new ApiError('TIMEOUT_ERROR', 'the server did not answer in time'))).toBe(
      'the server did not answer in time',
    );
    expect(problemMessage(new Error('boom'))).toBe('boom');
    expect(problemMessage(undefined)).toBe('unknown error');
  });
});
