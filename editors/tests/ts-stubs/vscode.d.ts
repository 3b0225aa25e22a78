// Offline type-check stubs: the subset of the real `vscode` API (@types/vscode
// 1.82) that editors/vscode/src/extension.ts uses, with the same signatures.
// Not shipped; the extension builds against the real @types/vscode.

interface Thenable<T> extends PromiseLike<T> {}

declare module 'vscode' {
  export class Disposable {
    static from(...disposableLikes: { dispose: () => any }[]): Disposable;
    constructor(callOnDispose: () => any);
    dispose(): any;
  }

  export interface Event<T> {
    (listener: (e: T) => any, thisArgs?: any, disposables?: Disposable[]): Disposable;
  }

  export class Uri {
    static parse(value: string, strict?: boolean): Uri;
    static file(path: string): Uri;
    readonly scheme: string;
    readonly fsPath: string;
    toString(skipEncoding?: boolean): string;
  }

  export interface WorkspaceFolder {
    readonly uri: Uri;
    readonly name: string;
    readonly index: number;
  }

  export interface TextDocument {
    readonly uri: Uri;
    readonly languageId: string;
  }

  export interface CancellationToken {
    readonly isCancellationRequested: boolean;
  }
  export class SemanticTokens {
    readonly resultId: string | undefined;
    readonly data: Uint32Array;
  }
  export type ProviderResult<T> = T | undefined | null | Thenable<T | undefined | null>;

  export type ConfigurationScope = Uri | TextDocument | WorkspaceFolder | { uri?: Uri; languageId: string };

  export interface WorkspaceConfiguration {
    get<T>(section: string): T | undefined;
    get<T>(section: string, defaultValue: T): T;
    has(section: string): boolean;
    readonly [key: string]: any;
  }

  export interface ConfigurationChangeEvent {
    affectsConfiguration(section: string, scope?: ConfigurationScope): boolean;
  }

  export interface FileSystemWatcher extends Disposable {
    readonly ignoreCreateEvents: boolean;
    readonly ignoreChangeEvents: boolean;
    readonly ignoreDeleteEvents: boolean;
  }

  export type GlobPattern = string;

  export interface OutputChannel {
    readonly name: string;
    append(value: string): void;
    appendLine(value: string): void;
    replace(value: string): void;
    clear(): void;
    show(preserveFocus?: boolean): void;
    hide(): void;
    dispose(): void;
  }

  export interface ExtensionContext {
    readonly subscriptions: { dispose(): any }[];
    readonly extensionPath: string;
  }

  export namespace window {
    export function createOutputChannel(name: string, languageId?: string): OutputChannel;
    export function showErrorMessage<T extends string>(message: string, ...items: T[]): Thenable<T | undefined>;
    export function showInformationMessage<T extends string>(message: string, ...items: T[]): Thenable<T | undefined>;
  }

  export namespace workspace {
    export const workspaceFolders: readonly WorkspaceFolder[] | undefined;
    export function getConfiguration(section?: string, scope?: ConfigurationScope | null): WorkspaceConfiguration;
    export function createFileSystemWatcher(
      globPattern: GlobPattern,
      ignoreCreateEvents?: boolean,
      ignoreChangeEvents?: boolean,
      ignoreDeleteEvents?: boolean,
    ): FileSystemWatcher;
    export const onDidChangeConfiguration: Event<ConfigurationChangeEvent>;
  }

  export namespace commands {
    export function registerCommand(command: string, callback: (...args: any[]) => any, thisArg?: any): Disposable;
    export function executeCommand<T = unknown>(command: string, ...rest: any[]): Thenable<T>;
  }
}
