import ContractModel
import JSONRPC

/// `textDocument/prepareRename` and `textDocument/rename`: an action or a component, across the
/// workspace, every occurrence replaced as a whole name; invalid new names are refused with an error.
enum RenameFeature: LanguageFeature {
  static let methods = ["textDocument/rename", "textDocument/prepareRename"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("renameProvider", ["prepareProvider": true])]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    if request.method == "textDocument/prepareRename" {
      let params = try request.decodeParams(DocumentPositionRequest.self)
      guard let place = context.located(params.textDocument.uri, params.position),
        let target = context.navigator.prepareRename(at: place.offset, in: place.key)
      else { return .null }
      return try encodedAnswer(
        PrepareRenameResult(
          range: context.range(target.range, in: place.document.lines),
          placeholder: target.placeholder
        )
      )
    }
    let params = try request.decodeParams(RenameParams.self)
    guard let place = context.located(params.textDocument.uri, params.position) else {
      throw ResponseError(code: .requestFailed, message: "\(params.textDocument.uri) is not a known contract document")
    }
    let edits: [RenameEdit]
    do {
      edits = try context.navigator.rename(at: place.offset, in: place.key, to: params.newName)
    } catch {
      throw ResponseError(code: .requestFailed, message: error.message)
    }
    return workspaceEdit(edits, context: context)
  }

  /// A `WorkspaceEdit` with `changes`: per URI (in key order), the text edits in source order.
  private static func workspaceEdit(_ edits: [RenameEdit], context: FeatureContext) -> JSONValue {
    var changes = JSONObject()
    for key in Set(edits.map(\.document)).sorted() {
      let own = edits.filter { $0.document == key }.sorted { $0.range < $1.range }
      let textEdits: [JSONValue] = own.compactMap { edit in
        guard let range = context.range(edit.range, inDocument: key),
          let encoded = try? encodedAnswer(range)
        else { return nil }
        return ["range": encoded, "newText": .string(edit.newText)]
      }
      changes[context.uri(forKey: key)] = .array(textEdits)
    }
    return ["changes": .object(changes)]
  }
}
