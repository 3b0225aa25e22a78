import ContractModel
import JSONRPC

/// The app's code files in the editor. leaf-lsp publishes (and answers pulls of) the code rules'
/// findings on an open Swift document, and answers every other request about one with an empty
/// result: completion, hover, formatting, navigation and the rest belong to sourcekit-lsp, which
/// the editor runs beside it.
extension LanguageServer {
  /// The globs of the code files the client is asked to watch, beside contract and config files:
  /// every ``CodeFileKind`` (the build settings say which platforms the app is built for).
  static let codeFileWatchers = [
    "**/*.swift", "**/*.xib", "**/*.storyboard", "**/*.strings", "**/*.xcstrings", "**/project.pbxproj",
    "**/*.xcconfig",
  ]
  .map { FileSystemWatcher(globPattern: $0) }

  /// The answer to a document request about a code file: an empty result of the request's kind;
  /// nil when the request is about no code file.
  func codeDocumentAnswer(to request: IncomingRequest) -> JSONValue? {
    guard let key = Self.documentKey(of: request, in: model), ServerWorkspace.isCodeKey(key) else { return nil }
    return Self.emptyAnswer(to: request.method)
  }

  /// The empty result of `method`: no items for the requests answered with lists, no tokens for
  /// semantic tokens, `null` for the others (hover, definition, rename).
  static func emptyAnswer(to method: String) -> JSONValue {
    switch method {
    case "textDocument/completion": return ["isIncomplete": false, "items": []]
    case "textDocument/semanticTokens/full": return ["data": []]
    case "textDocument/hover", "textDocument/definition", "textDocument/rename", "textDocument/prepareRename":
      return .null
    default: return []
    }
  }
}
