// Every API area, registered under /api/v1 in this order. Append new modules here.
import type { FastifyPluginAsync } from 'fastify';
import { designImageRoutes } from './contents/design-image-routes.ts';
import { contentsRoutes } from './contents/routes.ts';
import { pagesRoutes } from './pages/routes.ts';
import { publicRoutes } from './public/routes.ts';
import { qrcodeRoutes } from './qrcode/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { templatesRoutes } from './templates/routes.ts';
import { uploadsRoutes } from './uploads/routes.ts';

export const modules: FastifyPluginAsync[] = [
  sessionRoutes,
  contentsRoutes,
  designImageRoutes,
  templatesRoutes,
  uploadsRoutes,
  pagesRoutes,
  publicRoutes,
  qrcodeRoutes,
];
