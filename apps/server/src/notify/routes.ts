// GET /admin/outbox: how an operator forwards activation and reset links while no SMS or SMTP
// gateway is configured (sys_admin only: the bodies hold live codes).
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, requirePermission } from '../http/auth.ts';
import { latestOutbox, type OutboxMessage } from './outbox.ts';

export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/outbox',
    { onRequest: [authenticate, requirePermission('admin.outbox')] },
    async (): Promise<OutboxMessage[]> => latestOutbox(app.db),
  );
};
