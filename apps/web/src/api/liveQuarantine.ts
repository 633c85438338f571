// The live edits the server set aside (sys_admin only, issue 28).
import { LIVE_QUARANTINE_PATH, type QuarantinedLiveUpdate } from '@nibble/core/live/protocol';
import { apiFetch } from './client.ts';

export const liveQuarantineQueryKey = ['live-quarantine'] as const;

export const listLiveQuarantine = (signal?: AbortSignal): Promise<QuarantinedLiveUpdate[]> =>
  apiFetch<QuarantinedLiveUpdate[]>(LIVE_QUARANTINE_PATH, { signal });
