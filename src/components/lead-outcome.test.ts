import { describe, expect, it } from 'vitest';
import { REJECTED_MESSAGE, SERVER_FAULT_MESSAGE } from '@/leads/submit-lead';
import { describeLeadOutcome } from './lead-outcome';

const messages = { serverFailed: 'Failed to send message', unreachable: 'Network error.' };
const idempotencyKey = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

describe('describeLeadOutcome', () => {
  it('passes the server message of a stored lead on', () => {
    expect(describeLeadOutcome({ status: 'sent', message: 'Thanks!', idempotencyKey }, messages)).toEqual({
      status: 'sent',
      message: 'Thanks!',
    });
  });

  it("shows the server's message for a refusal, or the form's own when it sent none", () => {
    expect(describeLeadOutcome({ status: 'rejected', message: 'Bad e-mail', errors: { email: 'x' }, httpStatus: 400, idempotencyKey }, messages)).toEqual({
      status: 'failed',
      message: 'Bad e-mail',
      errors: { email: 'x' },
      cause: 'server',
    });
    expect(describeLeadOutcome({ status: 'rejected', message: REJECTED_MESSAGE, errors: {}, httpStatus: 400, idempotencyKey }, messages)).toMatchObject({
      message: 'Failed to send message',
      cause: 'server',
    });
  });

  it('treats a 5xx as an answer from the server and a network error as unreachable', () => {
    expect(describeLeadOutcome({ status: 'unreachable', message: 'Store down', httpStatus: 500, idempotencyKey }, messages)).toMatchObject({
      message: 'Store down',
      cause: 'server',
    });
    expect(describeLeadOutcome({ status: 'unreachable', message: SERVER_FAULT_MESSAGE, httpStatus: 503, idempotencyKey }, messages)).toMatchObject({
      message: 'Failed to send message',
      cause: 'server',
    });
    expect(describeLeadOutcome({ status: 'unreachable', message: 'offline', idempotencyKey }, messages)).toMatchObject({
      message: 'Network error.',
      cause: 'unreachable',
    });
  });
});
