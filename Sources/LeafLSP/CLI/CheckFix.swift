import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `leaf-lsp check --fix`: applies the safe fixes (the editor's `source.fixAll.leaf`) to the input
/// files, writes the ones that change, and hands the fixed texts back so the check reports what
/// remains. Standard input is never written.
enum CheckFix {
  /// Fixes the files of `inputs` in place and updates their texts; returns one line per file written.
  ///
  /// A file with lone CRs (see ``LoneCarriageReturns``) has each of them converted to LF first, in
  /// the whole file (a Markdown file's prose too), and is then fixed as the contract it now is.
  static func apply(to inputs: inout CheckInputs, stdinKey: String?) -> [String] {
    let loader = inputs.loader
    // The original texts of the files converted, given back to the check if one cannot be written.
    var originals: [String: String] = [:]
    for index in inputs.documents.indices {
      let (key, text) = inputs.documents[index]
      guard key != stdinKey, key != "<stdin>", LoneCarriageReturns.first(in: text) != nil else { continue }
      inputs.documents[index].text = LoneCarriageReturns.converted(text)
      originals[key] = text
    }
    let workspace = ContractWorkspace { loader.configuration(forDocumentAt: $0) }
    workspace.setDocuments(inputs.documents)
    var messages: [String] = []
    for index in inputs.documents.indices {
      let key = inputs.documents[index].key
      guard key != stdinKey, key != "<stdin>",
        let fixed = fixedText(key, workspace: workspace)
          ?? (originals[key] != nil ? inputs.documents[index].text : nil)
      else { continue }
      do {
        try write(fixed, to: key)
        inputs.documents[index].text = fixed
        messages.append("fixed \(CheckInputs.display(key))")
      } catch {
        inputs.errors.append("\(CheckInputs.display(key)): cannot be written (\(PosixFiles.describe(error)))")
        if let original = originals[key] { inputs.documents[index].text = original }
      }
    }
    return messages
  }

  /// The text of `key` with the safe fixes applied, or nil when none applies. In a Markdown file,
  /// each contract fence is fixed as the contract it is, and nothing outside the fences changes.
  static func fixedText(_ key: String, workspace: ContractWorkspace) -> String? {
    let fences = workspace.markdownFences(key)
    guard !fences.isEmpty, let text = workspace.text(key) else {
      return FixProvider.applySafeFixes(inDocument: key, workspace: workspace)
    }
    let fixed = MarkdownContracts.rewritingFences(in: text) { fence in
      fences.first { $0.fence.number == fence.number }.flatMap {
        FixProvider.applySafeFixes(inDocument: $0.key, workspace: workspace)
      }
    }
    return fixed == text ? nil : fixed
  }

  /// Writes `text` to `path` atomically, keeping a byte order mark the file had.
  static func write(_ text: String, to path: String) throws {
    var bytes = Array(text.utf8)
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    if let old = FileManager.default.contents(atPath: path), old.starts(with: bom), !bytes.starts(with: bom) {
      bytes.insert(contentsOf: bom, at: 0)
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
