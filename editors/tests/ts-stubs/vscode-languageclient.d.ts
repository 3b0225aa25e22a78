// Offline type-check stubs: the subset of `vscode-languageclient/node` (v9, with
// the vscode-languageserver-protocol 3.17 types it re-exports) that
// editors/vscode/src/extension.ts uses, with the same signatures.

declare module 'vscode-languageclient/node' {
  import type {
    CancellationToken as VCancellationToken,
    FileSystemWatcher,
    OutputChannel,
    ProviderResult,
    SemanticTokens as VSemanticTokens,
    TextDocument,
  } from 'vscode';

  export type integer = number;
  export type uinteger = number;
  export type decimal = number;
  export type LSPObject = { [key: string]: LSPAny };
  export interface LSPArray extends Array<LSPAny> {}
  export type LSPAny = LSPObject | LSPArray | string | integer | uinteger | decimal | boolean | null;

  export interface ConfigurationItem {
    scopeUri?: string;
    section?: string;
  }
  export interface ConfigurationParams {
    items: ConfigurationItem[];
  }
  export interface CancellationToken {
    readonly isCancellationRequested: boolean;
  }
  export class ResponseError<D = void> extends Error {
    readonly code: number;
    readonly data: D | undefined;
  }
  export type HandlerResult<R, E> =
    | R
    | ResponseError<E>
    | Thenable<R>
    | Thenable<ResponseError<E>>
    | Thenable<R | ResponseError<E>>;
  export namespace ConfigurationRequest {
    type HandlerSignature = (params: ConfigurationParams, token: CancellationToken) => HandlerResult<LSPAny[], void>;
  }

  export enum TransportKind {
    stdio = 0,
    ipc = 1,
    pipe = 2,
    socket = 3,
  }
  export interface ExecutableOptions {
    cwd?: string;
    env?: any;
    detached?: boolean;
    shell?: boolean;
  }
  export interface Executable {
    command: string;
    transport?: TransportKind;
    args?: string[];
    options?: ExecutableOptions;
  }
  export type ServerOptions = Executable | { run: Executable; debug: Executable };

  export enum RevealOutputChannelOn {
    Debug = 0,
    Info = 1,
    Warn = 2,
    Error = 3,
    Never = 4,
  }

  export type DocumentFilter = { language?: string; scheme?: string; pattern?: string };
  export type DocumentSelector = (string | DocumentFilter)[];

  export interface SynchronizeOptions {
    configurationSection?: string | string[];
    fileEvents?: FileSystemWatcher | FileSystemWatcher[];
  }
  export interface WorkspaceMiddleware {
    configuration?: (
      this: void,
      params: ConfigurationParams,
      token: CancellationToken,
      next: ConfigurationRequest.HandlerSignature,
    ) => HandlerResult<LSPAny[], void>;
  }
  export interface DocumentSemanticsTokensSignature {
    (this: void, document: TextDocument, token: VCancellationToken): ProviderResult<VSemanticTokens>;
  }
  export interface Middleware {
    workspace?: WorkspaceMiddleware;
    provideDocumentSemanticTokens?: (
      this: void,
      document: TextDocument,
      token: VCancellationToken,
      next: DocumentSemanticsTokensSignature,
    ) => ProviderResult<VSemanticTokens>;
  }
  export interface LanguageClientOptions {
    documentSelector?: DocumentSelector | string[];
    synchronize?: SynchronizeOptions;
    middleware?: Middleware;
    outputChannel?: OutputChannel;
    outputChannelName?: string;
    traceOutputChannel?: OutputChannel;
    revealOutputChannelOn?: RevealOutputChannelOn;
    initializationOptions?: any | (() => any);
  }

  export class LanguageClient {
    constructor(id: string, name: string, serverOptions: ServerOptions, clientOptions: LanguageClientOptions, forceDebug?: boolean);
    start(): Promise<void>;
    stop(timeout?: number): Promise<void>;
    restart(): Promise<void>;
    dispose(timeout?: number): Promise<void>;
    readonly outputChannel: OutputChannel;
  }
}
