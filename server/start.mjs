// `npm start` runs `node server/start.mjs`: load tsx (the same hooks as `node --import tsx`),
// then run the TypeScript entry.
await import('tsx');
await import('./start.ts');
