/**
 * The downloaded cost sheet: the statement as the page shows it, in a self-contained HTML file with its
 * own small stylesheet, so it reads and prints the same offline. The markup is the page's own rendered
 * statement (React escaped every server text in it).
 */
import type { Market } from '../session';

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; color: #1d2433; max-width: 720px; margin: 24px auto; padding: 0 16px; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 1.5em; } h3 { font-size: 1rem; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #c9cfdb; padding: 6px 8px; text-align: left; }
td:last-child, th:last-child { text-align: right; }
dl div { display: flex; justify-content: space-between; gap: 12px; border-bottom: 1px solid #e3e7ef; padding: 6px 0; }
dd { margin: 0; text-align: right; font-weight: 600; }
.muted { color: #5b6478; }
`;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sheetFile(title: string, market: Market, statementHtml: string): string {
  return `<!doctype html>
<html lang="${market === 'en' ? 'en' : 'es'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${statementHtml}
</body>
</html>
`;
}
