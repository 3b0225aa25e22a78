#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same check for the targets of an Xcode project (Build Phases → Run Build Tool Plug-ins):
/// the target's contract files, with configuration looked for up to the project's folder.
extension LeafContractsPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let files = CheckedSources.select(target.inputFiles.map(\.url))
    guard !files.isEmpty else { return [] }
    return [
      BuildCheck.command(
        tool: try context.tool(named: BuildCheck.toolName).url,
        files: files,
        configurationRoot: context.xcodeProject.directoryURL,
        targetName: target.displayName
      )
    ]
  }
}
#endif
