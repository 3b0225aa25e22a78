// VS Code client for leaf-lsp, the language server for `.contract` files.
//
// Starts the configured server over stdio (`leaf.server.path` + `leaf.server.args`),
// passes the `leaf` settings (notably `leaf.rules`) to it, forwards changes of
// `*.contract` and `.leaf-lsp.json` files, and offers two commands:
// "Leaf: Restart server" and "Leaf: Show output".
//
// With `leaf.swift.enable` (default true) it also attaches to Swift files, beside
// sourcekit-lsp: leaf-lsp publishes the code rules' findings there and the drift
// of open contracts from the Swift being typed, and answers every other request
// about Swift with an empty result, so sourcekit-lsp's answers are what VS Code
// shows.

import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import {
  ConfigurationParams,
  Executable,
  LanguageClient,
  LanguageClientOptions,
  LSPAny,
  Middleware,
  RevealOutputChannelOn,
  ServerOptions,
} from 'vscode-languageclient/node';

const CLIENT_ID = 'leaf'; // also makes `leaf.trace.server` work
const CLIENT_NAME = 'Leaf';
const DEFAULT_PATH = 'leaf-lsp';
const DEFAULT_ARGS = ['serve', '--stdio'];

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;

/** Expands `~` and resolves a relative path with a separator against the first workspace folder. */
export function resolveServerPath(configured: string): string {
  let p = configured.trim() || DEFAULT_PATH;
  if (p === '~' || p.startsWith('~/')) {
    p = path.join(os.homedir(), p.slice(1));
  }
  const hasSeparator = p.includes('/') || p.includes('\\');
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (hasSeparator && !path.isAbsolute(p) && folder) {
    p = path.join(folder.uri.fsPath, p);
  }
  return p; // a bare name is looked up on PATH when spawned
}

function serverOptions(): ServerOptions {
  const cfg = vscode.workspace.getConfiguration('leaf');
  const command = resolveServerPath(cfg.get<string>('server.path', DEFAULT_PATH));
  const args = cfg.get<string[]>('server.args', DEFAULT_ARGS);
  // No `transport` on purpose: with TransportKind.stdio the client would append
  // its own `--stdio`; the arguments above are passed exactly as configured.
  const exe: Executable = { command, args, options: { env: process.env } };
  return { run: exe, debug: exe };
}

/** A settings value as plain JSON (the configuration proxies are not serialisable as-is). */
function plain(value: unknown): LSPAny {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** Answers `workspace/configuration` for the sections the server asks about. */
function configurationFor(params: ConfigurationParams): LSPAny[] {
  return params.items.map((item) => {
    const scope = item.scopeUri ? vscode.Uri.parse(item.scopeUri) : undefined;
    if (!item.section) {
      return plain(vscode.workspace.getConfiguration('leaf', scope));
    }
    if (item.section === 'leaf') {
      const cfg = vscode.workspace.getConfiguration('leaf', scope);
      return {
        rules: plain(cfg.get('rules', {})),
        server: plain(cfg.get('server', {})),
        trace: plain(cfg.get('trace', {})),
      };
    }
    return plain(vscode.workspace.getConfiguration(undefined, scope).get(item.section));
  });
}

/** The Swift documents leaf-lsp is attached to (when `leaf.swift.enable` is on). */
export function isSwift(document: vscode.TextDocument): boolean {
  return document.languageId === 'swift';
}

/** Whether leaf-lsp attaches to Swift files (`leaf.swift.enable`). */
function swiftEnabled(): boolean {
  return vscode.workspace.getConfiguration('leaf').get<boolean>('swift.enable', true);
}

/**
 * Middleware that keeps leaf-lsp's (empty) semantic tokens off Swift documents: VS Code shows
 * the first provider's tokens, and an empty answer would hide sourcekit-lsp's colouring. The
 * other features merge every provider's answers, and leaf-lsp's for Swift are empty.
 */
function swiftMiddleware(): Middleware {
  return {
    provideDocumentSemanticTokens: (document, token, next) => (isSwift(document) ? undefined : next(document, token)),
  };
}

function createClient(): LanguageClient {
  if (!output) {
    output = vscode.window.createOutputChannel(CLIENT_NAME);
  }
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'contract' },
      { scheme: 'untitled', language: 'contract' },
      // Swift only from files: leaf-lsp tells the app's code by its file name.
      ...(swiftEnabled() ? [{ scheme: 'file', language: 'swift' }] : []),
    ],
    synchronize: {
      // Sends workspace/didChangeConfiguration with the `leaf` section (incl. `leaf.rules`).
      configurationSection: 'leaf',
      fileEvents: [
        vscode.workspace.createFileSystemWatcher('**/*.contract'),
        vscode.workspace.createFileSystemWatcher('**/.leaf-lsp.json'),
        // The app's code: contracts' drift follows it.
        vscode.workspace.createFileSystemWatcher('**/*.{swift,xib,storyboard,strings,xcstrings,xcconfig}'),
        vscode.workspace.createFileSystemWatcher('**/project.pbxproj'),
      ],
    },
    middleware: {
      ...swiftMiddleware(),
      workspace: {
        configuration: (params) => configurationFor(params),
      },
    },
    outputChannel: output,
    revealOutputChannelOn: RevealOutputChannelOn.Never,
  };
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions(), clientOptions);
}

async function startClient(): Promise<void> {
  client = createClient();
  try {
    await client.start();
  } catch (err) {
    const cfg = vscode.workspace.getConfiguration('leaf');
    const command = resolveServerPath(cfg.get<string>('server.path', DEFAULT_PATH));
    const message = err instanceof Error ? err.message : String(err);
    output?.appendLine(`Could not start ${command}: ${message}`);
    const choice = await vscode.window.showErrorMessage(
      `Leaf: could not start the language server "${command}". Install leaf-lsp or set leaf.server.path.`,
      'Open Settings',
      'Show Output',
    );
    if (choice === 'Open Settings') {
      await vscode.commands.executeCommand('workbench.action.openSettings', 'leaf.server');
    } else if (choice === 'Show Output') {
      output?.show(true);
    }
  }
}

async function stopClient(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) {
    try {
      await running.stop();
    } catch {
      // a server that never started cannot be stopped; nothing to do
    }
  }
}

async function restartClient(): Promise<void> {
  await stopClient();
  await startClient();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand('leaf.restartServer', restartClient),
    vscode.commands.registerCommand('leaf.showOutput', () => {
      if (!output) {
        output = vscode.window.createOutputChannel(CLIENT_NAME);
      }
      output.show(true);
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('leaf.server') || event.affectsConfiguration('leaf.swift')) {
        void restartClient();
      }
    }),
    { dispose: () => void stopClient() },
  );
  await startClient();
}

export function deactivate(): Thenable<void> | undefined {
  return stopClient();
}
