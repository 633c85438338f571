// Figures for the admin Analytics screen and the organisation Dashboard.
import type { DesignType } from '@nibble/core';
import { apiFetch } from './client.ts';

export interface DayFigures {
  /** YYYY-MM-DD. */
  day: string;
  views: number;
  scans: number;
}

export interface AdminAnalytics {
  totals: { orgs: number; users: number; designs: number; published: number; active: number };
  designsByType: Partial<Record<DesignType | string, number>>;
  perDay: DayFigures[];
  /** The zone whose calendar days perDay counts (the server's TIME_ZONE). */
  timeZone?: string;
}

export interface OrgAnalytics {
  designsByState: { NEW: number; PUBLISHED: number; DISABLED: number };
  active: number;
  perDay: DayFigures[];
  /** The zone whose calendar days perDay counts (the server's TIME_ZONE). */
  timeZone?: string;
}

export const adminAnalyticsQueryKey = ['analytics', 'admin'] as const;
export const orgAnalyticsQueryKey = (orgId: number) => ['analytics', 'org', orgId] as const;

export const getAdminAnalytics = (signal?: AbortSignal): Promise<AdminAnalytics> =>
  apiFetch<AdminAnalytics>('/admin/analytics', { signal });

export const getOrgAnalytics = (orgId: number, signal?: AbortSignal): Promise<OrgAnalytics> =>
  apiFetch<OrgAnalytics>(`/org/${orgId}/analytics`, { signal });
