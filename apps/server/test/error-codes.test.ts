// Issue 14: every refusal answers with its own stable code beside the English message, so the
// web app can show the code's translation; the messages stay the same.
import { ERROR_CODES, ERROR_MESSAGES, errorCodeOf } from '@nibble/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, notFound } from '../src/http/errors.ts';
import { tooManyPasswordChecks } from '../src/modules/accounts/current-password-limit.ts';
import { ACCOUNT_MESSAGES } from '../src/modules/accounts/service.ts';
import { EDIT_REFUSED, STALE_REVISION } from '../src/modules/contents/messages.ts';
import { tooManyAdds } from '../src/modules/members/add-limit.ts';
import { MEMBER_MESSAGES } from '../src/modules/members/service.ts';
import { ORG_MESSAGES } from '../src/modules/orgs/service.ts';
import { SIGN_IN_MESSAGES } from '../src/modules/session/service.ts';
import { tooManyAttemptsMessage } from '../src/modules/session/sign-in-limits.ts';
import { USER_MESSAGES } from '../src/modules/users/service.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

describe('error codes', () => {
  it('every sentence of the server’s modules has a code of its own', () => {
    const sentences = [
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.values(MEMBER_MESSAGES),
      ...Object.values(ORG_MESSAGES),
      ...Object.values(SIGN_IN_MESSAGES),
      ...Object.values(USER_MESSAGES),
      EDIT_REFUSED,
      STALE_REVISION,
      tooManyAttemptsMessage(1),
      tooManyAttemptsMessage(12),
      tooManyAdds(3),
      tooManyPasswordChecks(15),
    ];
    const unknown = sentences.filter((sentence) => errorCodeOf(sentence) === null);
    expect(unknown).toEqual([]);
    for (const code of sentences.map((s) => errorCodeOf(s)?.code)) {
      expect(ERROR_CODES).toContain(code);
    }
  });

  it('a refusal thrown with a kind of code answers with its message’s code', () => {
    expect(notFound('Design').code).toBe('design_not_found');
    expect(new HttpError(409, 'conflict', EDIT_REFUSED).code).toBe('design_not_editable');
    // A sentence the catalogue does not hold keeps the kind it was thrown with.
    expect(new HttpError(400, 'bad_request', 'Something new').code).toBe('bad_request');
    // A specific code is kept as given.
    expect(new HttpError(409, 'stale_revision', STALE_REVISION).code).toBe('stale_revision');
  });

  describe('in answers', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await makeTestApp();
      const user = await t.factory.user({ password: 'right-password' });
      token = await t.factory.session(user.id);
    });
    afterAll(() => t.close());

    it('a wrong password', async () => {
      const user = await t.factory.user({ password: 'right-password' });
      const res = await t.request(
        'POST',
        '/api/v1/session',
        {},
        { username: user.phone, password: 'wrong-password' },
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: ERROR_MESSAGES.wrong_credentials,
        error: { code: 'wrong_credentials', message: ERROR_MESSAGES.wrong_credentials },
      });
    });

    it('an organisation that is not there', async () => {
      const res = await t.request('GET', '/api/v1/org/999999/users', t.auth(token));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'organisation_not_found',
        message: 'Organisation not found',
      });
    });

    it('a request without a session', async () => {
      const res = await t.app.inject({ url: '/api/v1/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    });

    it('an action the role may not take', async () => {
      const res = await t.request('GET', '/api/v1/users', t.auth(token));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'forbidden',
        message: ERROR_MESSAGES.forbidden,
      });
    });

    it('a body that is not JSON', async () => {
      const res = await t.request(
        'PUT',
        '/api/v1/me',
        { ...t.auth(token), 'content-type': 'application/json' },
        '',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'empty_json_body',
        message: ERROR_MESSAGES.empty_json_body,
      });
    });
  });
});
