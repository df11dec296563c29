/**
 * Page changes as events: a screen or a machine asks (`navigation/requested`), the navigator's
 * listener gates the URL, carries the session and performs it, or refuses it (`navigation/refused`,
 * with the requester's `source`, so the machine that asked can free its button).
 */
import { createAction } from '@reduxjs/toolkit';
import type { AllowedSchemes } from './urlGate';

export interface NavigationRequest {
  /** An in-app path built with `inAppUrl`, or a URL from the server, the query or the config. */
  url: string;
  /** Replace this page in history (after a submit) rather than push a new entry. */
  replace?: boolean;
  /** Lets the app's own scheme through (borrow again: `true`), or these scheme prefixes (UPI: `['upi://pay?']`). */
  allowSchemes?: AllowedSchemes;
  /** Who asked (`confirm/submit`, `repay/onlinePay`…): named again in a refusal. */
  source?: string;
}

export const navigationRequested = createAction<NavigationRequest>('navigation/requested');
export const navigationRefused = createAction<{ url: string; source?: string }>('navigation/refused');
/**
 * The page's first screen starts its visit before its first render (src/app/firstVisit.ts): in a
 * recording, what follows is that visit. Also the first action after the route's chunk injected its
 * APIs, which gives their state branches before their queries read them.
 */
export const firstVisitStarted = createAction<{ path: string }>('navigation/firstVisitStarted');
