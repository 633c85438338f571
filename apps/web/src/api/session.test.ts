// A refused sign-in keeps the spec's status text and hands the screen the error's code, so the
// refusal can show in the chosen language.
import { describe, expect, it } from 'vitest';
import { mockFetchEachTest } from '../test/fetchMock.ts';
import { jsonResponse } from '../test/render.tsx';
import { ApiRequestError } from './client.ts';
import { createSession } from './session.ts';

const fetchMock = mockFetchEachTest();

describe('createSession', () => {
  it('answers a refusal with its status and the error it carries', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          status: 'Wrong phone number or password',
          error: { code: 'unauthorized', message: 'Wrong phone number or password' },
        },
        401,
      ),
    );
    const answer = await createSession({ username: '9000000001', password: 'nope' });
    expect(answer.status).toBe('Wrong phone number or password');
    const refusal = 'refusal' in answer ? answer.refusal : undefined;
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal?.code).toBe('unauthorized');
  });

  it('answers a refusal without an error body with its status alone', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'Refused' }, 401));
    const answer = await createSession({ username: '9000000001', password: 'nope' });
    expect(answer).toEqual({ status: 'Refused', refusal: undefined });
  });
});
