/**
 * The payment reference of a channel, shared by the channel list and its lazily loaded barcode modal
 * (the modal importing the list would close an import cycle through the lazy chunk).
 */
import type { Channel } from '../../store/api/types';

/** The code a borrower gives at the counter: the issued reference, else the channel's pay code. */
export const referenceOf = (c: Channel) => String(c.vCode || c.payCode || '');
