/**
 * The subscription options of the screens that show what changes outside the app: an order's status,
 * what is due and the payment instructions (a borrower pays in a bank app and comes back). They
 * refetch when the page is shown again and when the network returns (the window events are wired in
 * src/app/freshness.ts). Not for mutations, nor for quotes and forms, where a refetch would undo what
 * the borrower sees or chose. RTK Query keeps the data on screen while it refetches.
 */
export const KEEP_FRESH = { refetchOnFocus: true, refetchOnReconnect: true } as const;
