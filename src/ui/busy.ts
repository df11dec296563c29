/**
 * A button whose call is out: it says so (`aria-busy`, and a label the caller chooses) and stays
 * focusable, since a disabled button would drop the keyboard's focus to the page. A tap meanwhile is
 * the flow's to refuse: it sends one request.
 */
export const busyProps = (busy: boolean) => ({ 'aria-disabled': busy || undefined, 'aria-busy': busy });
