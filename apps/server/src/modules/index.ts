// Every API area, registered under /api/v1 in this order. Append new modules here.
import type { FastifyPluginAsync } from 'fastify';
import { sessionRoutes } from './session/routes.ts';

export const modules: FastifyPluginAsync[] = [sessionRoutes];
