import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `leaf-lsp init [PATH] [--output DIR] [--app NAME] [--platforms LIST]`: drafts contracts from
/// the app's code below PATH. Without `--output`, one contract goes to standard output; with it,
/// one file per component and `Menus.contract` go into DIR, never over an existing file. What was
/// written, kept and left out is said on the way.
enum InitCommand {
  /// The command's options.
  struct Options {
    var path = "."
    var output: String?
    var app: String?
    var platforms: [Platform]?
  }

  /// Runs the command with the arguments after `init`.
  static func run(_ arguments: [String]) -> ExitStatus {
    let options: Options
    switch parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let problem):
      if problem.message == "help" {
        StandardStreams.out(HelpText.initCommand)
        return .success
      }
      return UsageReport.fail(problem.message, command: "init")
    }
    let full = ConfigurationLoader.standardized(options.path)
    guard PosixFiles.kind(atPath: full) != nil else {
      StandardStreams.err("leaf-lsp init: \(options.path): no such file or folder\n")
      return .usageOrIOError
    }
    let inputs = CheckInputs(paths: [options.path], stdinFilename: nil) { ConfigurationLoader(root: $0) }
    for error in inputs.errors { StandardStreams.err("leaf-lsp init: \(error)\n") }
    let workspace = ContractWorkspace { inputs.loader.configuration(forDocumentAt: $0) }
    workspace.setDocuments(inputs.documents, keepingModels: false)
    workspace.setCodeFiles(inputs.codeFiles)
    let folderName = PathComponents.lastComponent(
      PosixFiles.kind(atPath: full) == .directory ? full : PathComponents.deletingLastComponent(full)
    )
    let drafts = ContractDrafts(
      workspace: workspace,
      app: options.app,
      fallbackApp: folderName.isEmpty ? "App" : folderName,
      platforms: options.platforms,
      display: { CheckInputs.display($0) }
    )
    for note in drafts.leftOut { StandardStreams.err("leaf-lsp init: left out \(note)\n") }
    guard !drafts.isEmpty else {
      let swift = inputs.codeFiles.filter { CodeFileKind(path: $0.key) == .swift }.count
      let files = "\(swift) Swift file\(swift == 1 ? "" : "s") below \(options.path)"
      StandardStreams.err(
        drafts.leftOut.isEmpty
          ? "leaf-lsp init: nothing to draft: no menu command and no view with actions in \(files)\n"
          : "leaf-lsp init: nothing left to draft: contracts already cover the menus and views of \(files)\n"
      )
      return inputs.errors.isEmpty ? .findings : .usageOrIOError
    }
    guard let output = options.output else {
      StandardStreams.out(drafts.combined)
      return inputs.errors.isEmpty ? .success : .usageOrIOError
    }
    return write(drafts, to: output) && inputs.errors.isEmpty ? .success : .usageOrIOError
  }

  /// Writes each draft file into `folder` (made when missing), keeping any file already there;
  /// says what it wrote and kept. False when something could not be written.
  static func write(_ drafts: ContractDrafts, to folder: String) -> Bool {
    let full = ConfigurationLoader.standardized(folder)
    switch PosixFiles.kind(atPath: full) {
    case .directory?: break
    case nil:
      do {
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
      } catch {
        StandardStreams.err("leaf-lsp init: \(folder): cannot make the folder\n")
        return false
      }
    default:
      StandardStreams.err("leaf-lsp init: \(folder): not a folder\n")
      return false
    }
    var written = true
    for file in drafts.files {
      let path = full + "/" + file.name
      let shown = CheckInputs.display(path)
      if PosixFiles.kind(atPath: path) != nil {
        StandardStreams.out("kept \(shown) (it exists; not overwritten)\n")
        continue
      }
      do {
        // `.withoutOverwriting`: a file made meanwhile is not replaced either.
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
      } catch {
        StandardStreams.err("leaf-lsp init: \(shown): cannot be written\n")
        written = false
        continue
      }
      StandardStreams.out("wrote \(shown)\n")
    }
    return written
  }

  /// `text` without blanks at either end.
  static func trimmed(_ text: some StringProtocol) -> String {
    String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  /// A usage problem, as one line.
  struct Problem: Error {
    let message: String
  }

  /// The options of `arguments`, or the first usage problem (`help` for `-h`).
  static func parse(_ arguments: [String]) -> Result<Options, Problem> {
    var options = Options()
    var paths: [String] = []
    var index = 0
    func value(_ name: String) -> Result<String, Problem> {
      index += 1
      guard index < arguments.count, !arguments[index].isEmpty else {
        return .failure(Problem(message: "\(name) needs a value"))
      }
      return .success(arguments[index])
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help":
        return .failure(Problem(message: "help"))
      case "--output", "-o":
        switch value(argument) {
        case .success(let folder): options.output = folder
        case .failure(let problem): return .failure(problem)
        }
      case "--app":
        switch value(argument) {
        case .success(let app): options.app = trimmed(app)
        case .failure(let problem): return .failure(problem)
        }
      case "--platforms":
        switch value(argument) {
        case .success(let list):
          var platforms: [Platform] = []
          for name in list.split(separator: ",").map(trimmed) {
            guard let platform = Platform(name: name) else {
              return .failure(Problem(message: "unknown platform '\(name)' (iPhone, iPad, Mac)"))
            }
            if !platforms.contains(platform) { platforms.append(platform) }
          }
          guard !platforms.isEmpty else { return .failure(Problem(message: "--platforms needs a value")) }
          options.platforms = Platform.allCases.filter(platforms.contains)
        case .failure(let problem): return .failure(problem)
        }
      default:
        if argument.hasPrefix("-") { return .failure(Problem(message: "unknown option '\(argument)'")) }
        paths.append(argument)
      }
      index += 1
    }
    guard paths.count <= 1 else { return .failure(Problem(message: "takes one PATH, not \(paths.count)")) }
    if let path = paths.first { options.path = path }
    return .success(options)
  }
}
