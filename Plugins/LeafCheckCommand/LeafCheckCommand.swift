import Foundation
import PackagePlugin

/// `swift package leaf-check [--target NAME …] [check options] [PATH …]`: runs `leaf-lsp check`
/// in the package's folder (every contract of the package by default; the targets' folders with
/// `--target`) and ends as `check` does: its output on standard output, its exit status 0 when
/// `check` passes. SwiftPM turns any other status of a plugin into its own exit status 1, so 1
/// (findings) and 2 (bad usage, unreadable files) both end `swift package` with 1; the reason is
/// printed as an error either way.
@main
struct LeafCheckCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let checkArguments = extractor.remainingArguments
    if checkArguments.contains("--fix") {
      Diagnostics.error(
        "--fix writes files, which this plugin is not allowed to do; "
          + "run 'leaf-lsp check --fix' (or 'swift run leaf-lsp check --fix')"
      )
      return
    }
    let folders = try context.package.targets(named: targetNames).map(\.directoryURL.path)
    let status = try CheckProcess.run(
      tool: context.tool(named: "LeafLSP").url,
      arguments: ["check"] + checkArguments + folders,
      in: context.package.directoryURL
    )
    if status != 0 { exit(status) }
  }
}
