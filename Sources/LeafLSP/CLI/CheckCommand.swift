import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `leaf-lsp check`: the server's diagnostics, for CI.
enum CheckCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    let options: CheckOptions
    switch CheckOptions.parse(arguments) {
    case .failure(let error):
      return UsageReport.fail(error.message, command: "check")
    case .success(let parsed):
      options = parsed
    }
    if options.showHelp {
      StandardStreams.out(HelpText.check)
      return .success
    }
    let paths = options.paths.isEmpty ? ["."] : options.paths
    var inputs = CheckInputs(
      paths: paths,
      stdinFilename: options.stdinFilename,
      configRoot: options.configRoot,
      // --fix reads and writes every text first: they are kept.
      keptTextBytes: options.fix ? .max : keptTextBytes
    ) {
      ConfigurationLoader(root: $0)
    }
    if options.fix {
      let stdinKey = paths.contains("-") ? options.stdinFilename.map(ConfigurationLoader.standardized) : nil
      for line in CheckFix.apply(to: &inputs, stdinKey: stdinKey) { StandardStreams.err("leaf-lsp check: \(line)\n") }
    }
    var files = analyse(&inputs)
    if options.errorsAsWarnings { files = BuildSeverities.applied(to: files, loader: inputs.loader) }
    for error in inputs.errors { StandardStreams.err("leaf-lsp check: \(error)\n") }
    let reporter = reporter(for: options)
    StandardStreams.out(reporter.report(files))
    if let exceeded = WarningLimit.exceeded(in: files, limit: options.maxWarnings) {
      switch reporter.failureNote(exceeded) {
      case .standardOutput(let line): StandardStreams.out(line)
      case .standardError(let line): StandardStreams.err(line)
      }
    }
    return exitStatus(files, inputs: inputs, maxWarnings: options.maxWarnings)
  }

  /// How many bytes of contracts `check` reads at a time (see ``analyse(_:)``): a batch is split
  /// and then read while its texts are still in the processor's caches. 2 MB measured best on
  /// 115 MB of contracts against 1, 1.5, 3, 4 and 8 MB (paired runs: 0.2 to 0.4 s faster than
  /// 4 MB, 6 of 6 and 8 of 10; on 1,000 small files, 15 of 16), at the same peak.
  static let readingBatchBytes = 2 << 20

  /// How many bytes of contracts `check` keeps as it reads them: past them, a workspace of several
  /// apps is read one app at a time, and a file's text is let go once read and read again when its
  /// app's group is (see ``analyse(_:batchBytes:)``). A workspace smaller than this is read whole,
  /// once.
  static let keptTextBytes = 16 << 20

  /// Analyses every input as one workspace (the engine the server uses, read on every core and
  /// keeping no models) and gathers configuration problems. The texts of `inputs` are let go as
  /// the workspace takes them, in batches of about `batchBytes`.
  ///
  /// A workspace of many apps, past ``keptTextBytes``, whose files all name theirs is analysed one
  /// app at a time (``AppGroups``: the same findings), each app's workspace let go before the next,
  /// so that memory follows the largest app rather than the inputs.
  static func analyse(_ inputs: inout CheckInputs, batchBytes: Int = readingBatchBytes) -> [CheckedFile] {
    let loader = inputs.loader
    let current = CheckInputs.currentFolder()
    var byFolder: [Substring: Configuration] = [:]
    let configuration: ContractWorkspace.ConfigurationProvider = { key in
      // The loader looks for configuration from the document's folder up: the documents of one
      // folder share it, and it is looked up once per folder.
      guard let folder = Self.folder(ofStandardized: key) else { return loader.configuration(forDocumentAt: key) }
      if let known = byFolder[folder] { return known }
      let configuration = loader.configuration(forDocumentAt: key)
      byFolder[folder] = configuration
      return configuration
    }
    // A text with a lone CR is not read (see ``LoneCarriageReturns``): the engine holds it empty,
    // and it gets one finding.
    var loneCarriageReturnTexts: [String: String] = [:]
    for index in inputs.documents.indices where LoneCarriageReturns.first(in: inputs.documents[index].text) != nil {
      loneCarriageReturnTexts[inputs.documents[index].key] = inputs.documents[index].text
      inputs.documents[index].text = ""
    }
    let keys = inputs.documents.map(\.key)
    var files: [CheckedFile]
    if inputs.codeFiles.isEmpty, let plan = groups(of: inputs) {
      files = []
      for group in plan.groups {
        files += analyseGroup(group, of: &inputs, plan: plan, configuration: configuration, batchBytes: batchBytes)
      }
    } else {
      // Read once and then asked: no index of which block read which fact (a block that read what
      // a later batch changes is read again once, before the findings are made).
      let workspace = ContractWorkspace(tracksReaders: false, configuration: configuration)
      inputs.readDeferredTexts(Array(inputs.documents.indices))
      read(Array(inputs.documents.indices), of: &inputs, into: workspace, batchBytes: batchBytes)
      workspace.setCodeFiles(inputs.codeFiles)
      workspace.prepareDiagnostics(for: keys)
      // The process ends after the report: freeing the workspace's many small values one by one
      // would only make it end later (as compilers do, the memory is left to the system).
      _ = Unmanaged.passRetained(workspace)
      files = keys.map { key in
        CheckedFile(
          key: key,
          displayPath: "",
          lines: workspace.lines(key) ?? DocumentLines(""),
          diagnostics: workspace.diagnostics(for: key)
        )
      }
      // The app's code, read as one workspace with the contracts: the same rules, on its facts.
      for file in inputs.codeFiles {
        files.append(
          CheckedFile(
            key: file.key,
            displayPath: "",
            lines: workspace.lines(file.key) ?? DocumentLines(String(decoding: file.bytes, as: UTF8.self)),
            diagnostics: workspace.diagnostics(for: file.key)
          )
        )
      }
    }
    files = files.map { file in
      if let text = loneCarriageReturnTexts[file.key] {
        return loneCarriageReturnFile(file.key, text: text, loader: loader, current: current)
      }
      return CheckedFile(
        key: file.key,
        displayPath: CheckInputs.display(file.key, current: current),
        lines: file.lines,
        diagnostics: file.diagnostics
      )
    }
    for configuration in loader.loadedFiles where !configuration.diagnostics.isEmpty {
      guard let file = configuration.file else { continue }
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      files.append(
        CheckedFile(
          key: file,
          displayPath: CheckInputs.display(file),
          lines: DocumentLines(text),
          diagnostics: configuration.diagnostics.sorted()
        )
      )
    }
    return files.sorted { $0.displayPath < $1.displayPath }
  }

  /// The groups of `inputs` by app (``AppGroups``), from what was taken of each text as it was
  /// read; nil when the workspace is not grouped.
  private static func groups(of inputs: CheckInputs) -> AppGroups? {
    // Described only past `keptTextBytes`: a smaller workspace is read whole.
    guard !inputs.groupMembers.isEmpty, inputs.groupMembers.count == inputs.documents.count else { return nil }
    return AppGroups.plan(inputs.groupMembers, keys: inputs.documents.map(\.key))
  }

  /// The documents `indices` of `inputs` read into `workspace` in batches of about `batchBytes`:
  /// each batch is read on every core and checked, and its models let go, before the next is
  /// read, so memory follows a batch, not the inputs. Their texts are let go from `inputs`.
  private static func read(
    _ indices: [Int],
    of inputs: inout CheckInputs,
    into workspace: ContractWorkspace,
    batchBytes: Int
  ) {
    var batch: [(key: String, text: String)] = []
    var bytesInBatch = 0
    for index in indices {
      let document = inputs.documents[index]
      inputs.documents[index].text = ""
      batch.append(document)
      bytesInBatch += document.text.utf8.count
      if bytesInBatch >= batchBytes {
        workspace.setDocuments(batch, keepingModels: false)
        batch = []
        bytesInBatch = 0
      }
    }
    workspace.setDocuments(batch, keepingModels: false)
  }

  /// The findings of one group of `plan` (its documents read in a workspace of their own, with
  /// what every app reads from the whole), each file's lines kept only where a finding points
  /// into it; the group's workspace is let go.
  private static func analyseGroup(
    _ group: [Int],
    of inputs: inout CheckInputs,
    plan: AppGroups,
    configuration: @escaping ContractWorkspace.ConfigurationProvider,
    batchBytes: Int
  ) -> [CheckedFile] {
    let workspace = ContractWorkspace(tracksReaders: false, configuration: configuration)
    workspace.readWideFacts(from: plan.wideFacts)
    inputs.readDeferredTexts(group)
    read(group, of: &inputs, into: workspace, batchBytes: batchBytes)
    let keys = group.map { inputs.documents[$0].key }
    workspace.prepareDiagnostics(for: keys)
    let diagnostics = keys.map { workspace.diagnostics(for: $0) }
    var pointedInto = Set<String>()
    for (key, findings) in zip(keys, diagnostics) where !findings.isEmpty {
      pointedInto.insert(key)
      for finding in findings { pointedInto.formUnion(finding.related.map(\.location.document)) }
    }
    return zip(keys, diagnostics).map { key, findings in
      CheckedFile(
        key: key,
        displayPath: "",
        lines: pointedInto.contains(key) ? workspace.lines(key) ?? DocumentLines("") : Self.noLines,
        diagnostics: findings
      )
    }
  }

  /// The lines of a file no finding points into: never asked.
  private static let noLines = DocumentLines("")

  /// The report of `key`, whose `text` holds a lone CR: its one finding, its lines as an editor
  /// counts them (each lone CR read as LF, every offset kept).
  static func loneCarriageReturnFile(
    _ key: String,
    text: String,
    loader: ConfigurationLoader,
    current: String
  ) -> CheckedFile {
    let finding = LoneCarriageReturns.finding(in: text, configuration: loader.configuration(forDocumentAt: key))
    return CheckedFile(
      key: key,
      displayPath: CheckInputs.display(key, current: current),
      lines: DocumentLines(LoneCarriageReturns.converted(text)),
      diagnostics: finding.map { [$0] } ?? []
    )
  }

  /// The folder of `key` when it is a standardized absolute path of a file (so that the
  /// loader's folder for it is this text), else nil.
  static func folder(ofStandardized key: String) -> Substring? {
    // Absolute, and no component empty or all dots (the last one, the file's name, included).
    let bytes = key.utf8
    guard bytes.first == UInt8(ascii: "/") else { return nil }
    var lastSlash = bytes.startIndex
    var componentLength = 0
    var dots = 0
    for index in bytes.indices.dropFirst() {
      if bytes[index] == UInt8(ascii: "/") {
        if componentLength == 0 || componentLength == dots { return nil }
        lastSlash = index
        componentLength = 0
        dots = 0
      } else {
        componentLength += 1
        if bytes[index] == UInt8(ascii: ".") { dots += 1 }
      }
    }
    guard componentLength > 0, componentLength != dots else { return nil }
    return key[..<lastSlash]
  }

  static func reporter(for options: CheckOptions) -> any CheckReporter {
    switch options.format {
    case .text: TextReporter(colour: options.colour && StandardStreams.outputSupportsColour)
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    case .xcode: XcodeReporter()
    }
  }

  static func exitStatus(_ files: [CheckedFile], inputs: CheckInputs, maxWarnings: Int?) -> ExitStatus {
    if !inputs.errors.isEmpty { return .usageOrIOError }
    let all = files.flatMap(\.diagnostics)
    if all.contains(where: { $0.severity == .error }) { return .findings }
    if WarningLimit.exceeded(in: files, limit: maxWarnings) != nil { return .findings }
    return .success
  }
}
