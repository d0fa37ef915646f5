export declare const COMPILE_HINT: string;
export declare function entryChunks(distDir: string): string[];
export declare function addCompileHints(distDir: string): { marked: number; already: number };
