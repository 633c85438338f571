// Every API area, registered under /api/v1 in this order. Append new modules here.
import type { FastifyPluginAsync } from 'fastify';
import { liveQuarantineRoutes } from '../collab/quarantine.ts';
import { outboxRoutes } from '../notify/index.ts';
import { accountRoutes } from './accounts/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { designImageRoutes } from './contents/design-image-routes.ts';
import { contentsRoutes } from './contents/routes.ts';
import { memberRoutes } from './members/routes.ts';
import { orgRoutes } from './orgs/routes.ts';
import { pagesRoutes } from './pages/routes.ts';
import { publicRoutes } from './public/routes.ts';
import { qrcodeRoutes } from './qrcode/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { templatesRoutes } from './templates/routes.ts';
import { uploadsRoutes } from './uploads/routes.ts';
import { meRoutes } from './users/me-routes.ts';
import { userRoutes } from './users/routes.ts';

export const modules: FastifyPluginAsync[] = [
  sessionRoutes,
  contentsRoutes,
  designImageRoutes,
  templatesRoutes,
  uploadsRoutes,
  pagesRoutes,
  publicRoutes,
  qrcodeRoutes,
  orgRoutes,
  userRoutes,
  meRoutes,
  memberRoutes,
  accountRoutes,
  analyticsRoutes,
  outboxRoutes,
  liveQuarantineRoutes,
];
