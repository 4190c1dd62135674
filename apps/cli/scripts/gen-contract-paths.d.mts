/** Where the generated list lives. */
export declare const outPath: string;
/** The generated module's text, formatted as committed. */
export declare function generate(): Promise<string>;
