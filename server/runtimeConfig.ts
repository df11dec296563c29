/**
 * The runtime config the page reads (`config.js`: `window.__APP_CONFIG__ = { ... };`), read by the
 * server too, so the Content-Security-Policy names the same origins the page may use: one source.
 *
 * The file is never evaluated. Its object literal is parsed as data: comments, single- or
 * double-quoted strings, numbers, true/false/null, arrays, nested objects, bare or quoted keys and
 * trailing commas. Anything else (a computed value, a second statement) makes the file unreadable
 * here, and the server falls back to the strictest policy ('self' only) with a warning.
 */
import { readFileSync, statSync } from 'node:fs';

export interface RuntimeConfig {
  apiOrigin?: unknown;
  urlAllowlist?: unknown;
  /** The cost sheet's grievance officer per market and cooling-off days (read by store/cost/config.ts). */
  costDisclosure?: unknown;
  [key: string]: unknown;
}

class ParseError extends Error {}

/** The object assigned to `window.__APP_CONFIG__`, or null when the file is not that plain shape. */
export function parseConfigScript(source: string): RuntimeConfig | null {
  let i = 0;
  const fail = (what: string): never => {
    throw new ParseError(`${what} at offset ${i}`);
  };

  function skipSpace() {
    for (;;) {
      if (/\s/.test(source[i] ?? '')) i += 1;
      else if (source.startsWith('//', i)) {
        const end = source.indexOf('\n', i);
        i = end < 0 ? source.length : end + 1;
      } else if (source.startsWith('/*', i)) {
        const end = source.indexOf('*/', i + 2);
        if (end < 0) fail('unterminated comment');
        i = end + 2;
      } else return;
    }
  }

  function expect(text: string) {
    skipSpace();
    if (!source.startsWith(text, i)) fail(`expected ${text}`);
    i += text.length;
  }

  function string(): string {
    const quote = source[i];
    i += 1;
    let out = '';
    while (i < source.length && source[i] !== quote) {
      const ch = source[i];
      if (ch === '\n' || (quote === '`' && source.startsWith('${', i))) fail('unsupported string');
      if (ch === '\\') {
        const next = source[i + 1];
        const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
          i += 6;
        } else if (next !== undefined && next in simple) {
          out += simple[next];
          i += 2;
        } else if (next !== undefined && !/[0-9xu\n]/.test(next)) {
          out += next;
          i += 2;
        } else fail('unsupported escape');
      } else {
        out += ch;
        i += 1;
      }
    }
    if (i >= source.length) fail('unterminated string');
    i += 1;
    return out;
  }

  function key(): string {
    skipSpace();
    const ch = source[i];
    if (ch === '"' || ch === "'") return string();
    const match = /^[A-Za-z_$][\w$]*/.exec(source.slice(i));
    if (!match) return fail('expected a key');
    i += match[0].length;
    return match[0];
  }

  function value(depth: number): unknown {
    if (depth > 20) fail('nested too deep');
    skipSpace();
    const ch = source[i];
    if (ch === '"' || ch === "'" || ch === '`') return string();
    if (ch === '{') {
      i += 1;
      const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (;;) {
        skipSpace();
        if (source[i] === '}') break;
        const name = key();
        expect(':');
        out[name] = value(depth + 1);
        skipSpace();
        if (source[i] === ',') i += 1;
        else if (source[i] !== '}') fail('expected , or }');
      }
      i += 1;
      return { ...out };
    }
    if (ch === '[') {
      i += 1;
      const out: unknown[] = [];
      for (;;) {
        skipSpace();
        if (source[i] === ']') break;
        out.push(value(depth + 1));
        skipSpace();
        if (source[i] === ',') i += 1;
        else if (source[i] !== ']') fail('expected , or ]');
      }
      i += 1;
      return out;
    }
    const word = /^(?:true|false|null|-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?![\w$])/.exec(source.slice(i));
    if (!word) return fail('unsupported value');
    i += word[0].length;
    if (word[0] === 'true') return true;
    if (word[0] === 'false') return false;
    if (word[0] === 'null') return null;
    return Number(word[0]);
  }

  try {
    skipSpace();
    if (source.startsWith("'use strict'", i) || source.startsWith('"use strict"', i)) {
      i += 12;
      skipSpace();
      if (source[i] === ';') i += 1;
    }
    expect('window');
    expect('.');
    expect('__APP_CONFIG__');
    expect('=');
    skipSpace();
    if (source[i] !== '{') fail('expected an object literal');
    const config = value(0) as RuntimeConfig;
    skipSpace();
    if (source[i] === ';') i += 1;
    skipSpace();
    if (i !== source.length) fail('unexpected text after the object');
    return config;
  } catch (err) {
    if (err instanceof ParseError) return null;
    throw err;
  }
}

interface Cached {
  stamp: string;
  config: RuntimeConfig;
}

/**
 * Reads `file` through `parse` again only when it changed (mtime or size), so an operator's edit of
 * dist/config.js applies to the next request without a restart. A missing file is an empty config;
 * an unreadable one is an empty config plus one warning per change.
 */
export function runtimeConfigReader(
  file: string,
  warn: (message: string) => void = (m) => console.warn(`[server] ${m}`),
): () => RuntimeConfig {
  let cached: Cached | null = null;
  return () => {
    let stamp = 'missing';
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      stamp = 'missing';
    }
    if (cached?.stamp === stamp) return cached.config;
    let config: RuntimeConfig = {};
    if (stamp !== 'missing') {
      let parsed: RuntimeConfig | null = null;
      try {
        parsed = parseConfigScript(readFileSync(file, 'utf8'));
      } catch {
        parsed = null;
      }
      if (parsed) config = parsed;
      else
        warn(
          `${file} is not a plain \`window.__APP_CONFIG__ = { ... };\` object literal: the Content-Security-Policy allows 'self' only`,
        );
    }
    cached = { stamp, config };
    return config;
  };
}
