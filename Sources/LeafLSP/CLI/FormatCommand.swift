import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `leaf-lsp format [--check] [PATH ...]`: formats contract files (and the contract fences of
/// Markdown files) in place, or with `--check` lists the files that would change and exits 1.
enum FormatCommand {
  /// Runs the command with the arguments after `format`.
  static func run(_ arguments: [String]) -> ExitStatus {
    var check = false
    var paths: [String] = []
    for argument in arguments {
      switch argument {
      case "--check": check = true
      case "-h", "--help":
        StandardStreams.out(HelpText.format)
        return .success
      default:
        if argument.hasPrefix("-") && argument != "-" {
          return UsageReport.fail("unknown option '\(argument)'", command: "format")
        }
        paths.append(argument)
      }
    }
    if paths.isEmpty { paths = ["."] }
    var failed = false
    var changed: [String] = []
    if paths.contains("-") {
      let text = String(decoding: StandardStreams.readStandardInput(), as: UTF8.self)
      let readable = LoneCarriageReturns.first(in: text) == nil
      if !readable {
        StandardStreams.err("leaf-lsp format: <stdin>: \(Self.loneCarriageReturnNote)\n")
        failed = true
      }
      let formatted = readable ? ContractFormatter.format(text) : text
      if check {
        if formatted != text { changed.append("<stdin>") }
      } else {
        StandardStreams.out(formatted)
      }
    }
    let files = contractFiles(paths.filter { $0 != "-" }, failed: &failed)
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        StandardStreams.err("leaf-lsp format: \(CheckInputs.display(file)): cannot be read\n")
        failed = true
        continue
      }
      guard let text = String(validatingUTF8Data: data) else {
        StandardStreams.err("leaf-lsp format: \(CheckInputs.display(file)): not UTF-8 text\n")
        failed = true
        continue
      }
      // Its lines are not the ones an editor shows (see ``LoneCarriageReturns``): not formatted,
      // and said so, unless it is a Markdown file without contract fences (nothing to format).
      if LoneCarriageReturns.first(in: text) != nil {
        let markdown = ContractWorkspace.isMarkdownKey(file)
        if !markdown || !MarkdownContracts.fences(in: LoneCarriageReturns.converted(text)).isEmpty {
          StandardStreams.err("leaf-lsp format: \(CheckInputs.display(file)): \(Self.loneCarriageReturnNote)\n")
          failed = true
        }
        continue
      }
      // In a Markdown file, only the contract fences are formatted; the prose stays as it is.
      let formatted =
        ContractWorkspace.isMarkdownKey(file)
        ? MarkdownContracts.rewritingFences(in: text) { ContractFormatter.format($0.text) }
        : ContractFormatter.format(text)
      guard formatted != text else { continue }
      changed.append(CheckInputs.display(file))
      if check { continue }
      do {
        try Data(formatted.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
      } catch {
        StandardStreams.err("leaf-lsp format: \(CheckInputs.display(file)): cannot be written\n")
        failed = true
      }
    }
    for path in changed where path != "<stdin>" || check {
      StandardStreams.out(check ? "would reformat \(path)\n" : "formatted \(path)\n")
    }
    if failed { return .usageOrIOError }
    return check && !changed.isEmpty ? .findings : .success
  }

  /// Why a text with a lone CR is not formatted.
  static let loneCarriageReturnNote =
    "ends lines with a lone CR (classic Mac OS), which contracts do not; not formatted "
    + "(`leaf-lsp check --fix` converts them to LF)"

  /// The contract files named by `paths` (folders walked honouring `exclude`), sorted, each once.
  static func contractFiles(_ paths: [String], failed: inout Bool) -> [String] {
    guard !paths.isEmpty else { return [] }
    let absolute = paths.map(ConfigurationLoader.standardized)
    let loader = ConfigurationLoader(root: CheckInputs.root(for: absolute))
    var files: [String] = []
    for (path, full) in zip(paths, absolute) {
      guard let kind = PosixFiles.kind(atPath: full) else {
        StandardStreams.err("leaf-lsp format: \(path): no such file or folder\n")
        failed = true
        continue
      }
      files += kind == .directory ? ContractFileFinder.files(in: full, loader: loader) : [full]
    }
    var seen = Set<String>()
    return files.filter { seen.insert($0).inserted }
  }
}

extension String {
  /// The text of UTF-8 `data` with every byte kept (a byte order mark stays as U+FEFF), or nil when
  /// the data is not valid UTF-8.
  fileprivate init?(validatingUTF8Data data: Data) {
    let bytes = [UInt8](data)
    guard let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
    self = decoded
  }
}
