// Offline type-check stubs: the few Node.js APIs (@types/node) that
// editors/vscode/src/extension.ts uses.
declare module 'os' {
  export function homedir(): string;
}
declare module 'path' {
  export function join(...paths: string[]): string;
  export function isAbsolute(path: string): boolean;
}
declare const process: { env: { [key: string]: string | undefined } };
