export declare function playwrightChromium(): string | undefined;
export declare function systemChromium(): string | undefined;
export declare function chromiumExecutable(): string | undefined;
