/**
 * The second script of a prerendered page's head, after the start script (scripts/prerender/plugin.js
 * names it there only): it adds the page's app once the page has painted (src/appAfterPaint.ts). The
 * borrower pages, whose app is in their head, never download it.
 */
import { loadAppAfterPaint } from './appAfterPaint';

loadAppAfterPaint(document.getElementById('root'));
