/**
 * Sent on window just before a dialog opens (src/ui/Dialog.tsx): a keyboard sheet closes itself and
 * never stays over a dialog. Its own module, so a sheet listens without loading the dialog.
 */
export const DIALOG_OPENING_EVENT = 'app:dialog-opening';
