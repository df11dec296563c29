/** Only the build's own hashed scripts are ever added from a name in the page's HTML. */
const OWN_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/** The build's own scripts of a space-separated list the page's HTML names; anything else is dropped. */
export const ownScripts = (named: string | undefined): string[] =>
  (named?.split(/\s+/) ?? []).filter((src) => OWN_SCRIPT.test(src));
