// GET /admin/analytics (platform admins) and GET /org/{orgId}/analytics (the organisation's
// owners and administrators, and platform admins).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authenticate, requireOrgPermission, requirePermission } from '../../http/auth.ts';
import { pathId } from '../orgs/path-id.ts';
import { orgAnalytics, platformAnalytics } from './service.ts';

const orgId = (request: FastifyRequest) => pathId(request, 'orgId', 'Organisation');

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/analytics',
    { onRequest: [authenticate, requirePermission('admin.analytics')] },
    async () => platformAnalytics(app.db, app.config.timeZone),
  );

  app.get(
    '/org/:orgId/analytics',
    { onRequest: [authenticate, requireOrgPermission('org.analytics')] },
    async (request) => orgAnalytics(app.db, orgId(request), app.config.timeZone),
  );
};
