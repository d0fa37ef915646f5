export declare function resolveChromium(): string | undefined;
