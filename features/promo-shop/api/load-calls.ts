/** The browser's calls load with the first of them (api/browser-calls.ts). */
export const loadCalls = async () => (await import('./browser-calls')).browserCalls;
