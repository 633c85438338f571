// The per-tab session of spec §3 "Session/user" and its transitions (spec §4 "Session").
// It lives in sessionStorage so each tab signs in on its own and a reload keeps it.
import type { DesignType, Org, SignInFailure, SignInResponse } from '@nibble/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_STORAGE_KEY } from './storageKey.ts';

export interface SelectedOrg {
  orgId: number;
  orgName: string;
  orgAddress: string;
  orgCity: string;
  orgState: string;
  orgPhone: string;
  /**
   * The user's own role in it (reading A), from GET /orgs; null for a platform admin who is
   * not a member. Screens offer only what this role may do; the server decides anyway.
   */
  orgRole?: string | null;
}

export interface DesignMode {
  designType: DesignType;
  designName: string;
  /** The design being edited; null for a design not saved yet. */
  designId: number | null;
}

/** Why the last sign-out happened: the user asked, or the server refused the token. */
export type SignOutReason = 'user' | 'unauthorized';

export interface SessionData {
  signedIn: boolean;
  name: string;
  phone: string;
  role: string;
  mode: number;
  token: string;
  email: string;
  /** The sign-in status: '1' after success, otherwise the server's text shown in red. */
  status: string;
  org: SelectedOrg | null;
  design: DesignMode | null;
  signOutReason: SignOutReason | null;
}

export interface SessionActions {
  signIn(response: SignInResponse | SignInFailure): void;
  signOut(reason?: SignOutReason): void;
  selectOrg(
    org: Pick<Org, 'id' | 'name' | 'address' | 'city' | 'state' | 'phone' | 'memberRole'>,
  ): void;
  resetOrg(): void;
  enterDesign(type: DesignType, name: string, id?: number | null): void;
  leaveDesign(): void;
}

export type SessionState = SessionData & SessionActions;

export const SIGNED_OUT: SessionData = {
  signedIn: false,
  name: '',
  phone: '',
  role: '',
  mode: 0,
  token: '',
  email: '',
  status: '',
  org: null,
  design: null,
  signOutReason: null,
};

const isSuccess = (response: SignInResponse | SignInFailure): response is SignInResponse =>
  response.status === '1';

export { SESSION_STORAGE_KEY };

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      signIn: (response) => {
        if (isSuccess(response)) {
          set({
            ...SIGNED_OUT,
            signedIn: true,
            name: response.name,
            phone: response.phone,
            role: response.role,
            mode: response.mode,
            token: response.id,
            email: response.email,
            status: response.status,
          });
        } else {
          set({ ...SIGNED_OUT, status: response.status });
        }
      },
      // Whoever keeps data of the session clears it by subscribing to this transition
      // (dropDataOnSignOut.ts; the editor's offline copies, editor/live/clearOnSignOut.ts).
      signOut: (reason = 'user') => set({ ...SIGNED_OUT, signOutReason: reason }),
      selectOrg: (org) =>
        set({
          org: {
            orgId: org.id,
            orgName: org.name,
            orgAddress: org.address,
            orgCity: org.city,
            orgState: org.state,
            orgPhone: org.phone,
            orgRole: org.memberRole ?? null,
          },
          design: null,
        }),
      resetOrg: () => set({ org: null, design: null }),
      enterDesign: (designType, designName, designId = null) =>
        set({ design: { designType, designName, designId } }),
      leaveDesign: () => set({ design: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ signIn, signOut, selectOrg, resetOrg, enterDesign, leaveDesign, ...data }) =>
        data,
    },
  ),
);

/** The bearer token, read outside React (the api client). */
export const currentToken = (): string => useSession.getState().token;
