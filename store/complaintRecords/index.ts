/**
 * Complaints as the server keeps them (SPEC §2–§5): the calls that read and write them, their checked
 * answers, and the addresses of the complaint pages. Its own folder so that a page that only reads
 * complaints (the list) loads none of the complaint flow's state machine; the flow (store/complaint)
 * reads them through this index too.
 */
export { complaintApi, type ProblemSavePayload } from './api';
export type { ComplaintItem, OrderCard, ProblemDetail, ProblemInit, ProblemList } from './schemas';
export { detailUrl, formUrl, homeUrl, listUrl, type FormTarget } from './urls';
