/** The page's recorder, if one runs, for the test page's export and import controls. */
import type { Recorder } from './recorder';

let active: Recorder | null = null;
export const setActiveRecorder = (r: Recorder | null) => {
  active = r;
};
export const getActiveRecorder = () => active;
