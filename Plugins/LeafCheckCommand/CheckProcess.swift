import Foundation
import PackagePlugin

/// Runs `leaf-lsp` as a child of the plugin.
enum CheckProcess {
  /// Runs `tool` with `arguments` in `folder`. Its standard output is the plugin's (SwiftPM passes
  /// it on to `swift package`'s standard output, so JSON and SARIF stay clean); what it writes to
  /// standard error becomes one error (or, when it passed, one warning) that SwiftPM prints on its
  /// standard error. Returns the exit status.
  static func run(tool: URL, arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let standardError = Pipe()
    process.standardError = standardError
    try process.run()
    let messages = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    var text = String(decoding: messages, as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    if !text.isEmpty {
      if status == 0 { Diagnostics.warning(text) } else { Diagnostics.error(text) }
    }
    return status
  }
}
