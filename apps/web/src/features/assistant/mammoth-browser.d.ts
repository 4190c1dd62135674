// The browser bundle of mammoth (DOCX to HTML), loaded only when a DOCX citation is opened.
declare module 'mammoth/mammoth.browser.js' {
  export function convertToHtml(input: { arrayBuffer: ArrayBuffer }): Promise<{ value: string }>;
}
