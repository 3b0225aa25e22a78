import Foundation
import PackagePlugin

/// The build-tool plugin a target adopts with
/// `plugins: [.plugin(name: "LeafContractsPlugin", package: "leaf-lsp")]`: every build checks the
/// target's contracts with `leaf-lsp check`, and the findings show in the build log as
/// `path:line:col: warning: …` against their lines. Errors fail the build only where
/// `.leaf-lsp.json` says `"failBuildOnErrors": true`.
@main
struct LeafContractsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let files = CheckedSources.select(module.sourceFiles.map(\.url))
    guard !files.isEmpty else { return [] }
    return [
      BuildCheck.command(
        tool: try context.tool(named: BuildCheck.toolName).url,
        files: files,
        configurationRoot: context.package.directoryURL,
        targetName: target.name
      )
    ]
  }
}
