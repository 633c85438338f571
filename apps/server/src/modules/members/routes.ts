// Members of an organisation — spec §7 "Organisation users".
import { memberUpdateSchema, newUserSchema } from '@nibble/core';
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authenticate,
  currentUser,
  requireOrgAccess,
  requireOrgPermission,
} from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { notifierFor } from '../../notify/index.ts';
import { pathId } from '../orgs/path-id.ts';
import {
  addMember,
  listMembers,
  MEMBER_MESSAGES,
  mayManageMembers,
  removeMember,
  updateMember,
} from './service.ts';

const orgId = (request: FastifyRequest) => pathId(request, 'orgId', 'Organisation');
const userId = (request: FastifyRequest) => pathId(request, 'userId', 'Member');

/** After the organisation guard: 403 unless the caller may manage its members. */
const requireMemberManager: onRequestAsyncHookHandler = async (request) => {
  if (!mayManageMembers(currentUser(request), request.membership)) {
    throw forbidden(MEMBER_MESSAGES.notManager);
  }
};

export const memberRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const manage = {
    onRequest: [authenticate, requireOrgPermission('org.members.manage'), requireMemberManager],
  };

  app.get('/org/:orgId/users', { onRequest: [authenticate, requireOrgAccess] }, async (request) =>
    listMembers(app.db, orgId(request)),
  );

  app.post('/org/:orgId', { ...manage, schema: { body: newUserSchema } }, async (request) =>
    addMember(
      app.db,
      notifierFor(app),
      app.config,
      currentUser(request),
      orgId(request),
      request.body,
    ),
  );

  app.put(
    '/org/:orgId/user/:userId',
    { ...manage, schema: { body: memberUpdateSchema } },
    async (request) =>
      updateMember(app.db, currentUser(request), orgId(request), userId(request), request.body),
  );

  app.delete('/org/:orgId/user/:userId', manage, async (request, reply) => {
    await removeMember(app.db, currentUser(request), orgId(request), userId(request));
    return reply.status(204).send();
  });
};
