/**
 * Files picked for upload are kept here and referred to by id, so that the upload's action and the
 * mutation state stay serializable (and replayable) while the bytes never enter the store.
 */
const files = new Map<string, Blob>();
let next = 0;

export function registerFile(file: Blob): string {
  next += 1;
  const id = `file-${next}`;
  files.set(id, file);
  return id;
}

export const getFile = (id: string) => files.get(id);
export const releaseFile = (id: string) => files.delete(id);
