import ContractModel
import Foundation
import Testing

@testable import LeafLSP

/// Which of the app's code files the server's index holds: the ones `leaf-lsp check` reads.
@Suite struct CodeIndexingTests {
  /// A folder with code where `check` reads it and where it does not.
  static func workspace() throws -> TemporaryWorkspace {
    try TemporaryWorkspace([
      ".leaf-lsp.json": #"{"exclude": ["Generated/**"]}"#,
      "Orders.contract": SwiftFixtures.orderRowContract,
      "App/LeafApp.swift": SwiftFixtures.driftingApp,
      "App/Base.lproj/Main.storyboard": "<document/>\n",
      "App/en.lproj/Localizable.strings": "\"menu.order\" = \"Order\";\n",
      "App/Localizable.xcstrings": "{}\n",
      "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Leaf\";\n",
      "App/Notes.txt": "not code\n",
      "Generated/Strings.swift": "let a = 1\n",
      ".build/checkouts/Dependency/Sources/Dep.swift": "let b = 2\n",
      "DerivedData/Leaf/Build.swift": "let c = 3\n",
      "Pods/Alamofire/Source/Session.swift": "let d = 4\n",
      "Carthage/Checkouts/Kit/Kit.swift": "let e = 5\n",
      ".hidden/Secret.swift": "let f = 6\n",
    ])
  }

  @Test func theIndexTakesTheCodeFilesCheckReads() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let resolver = ConfigurationResolver(folders: [workspace.root.path])
    let found = WorkspaceIndexer.files(in: resolver.folders, resolver: resolver)
    let root = workspace.root.path
    #expect(found.contracts == [workspace.path("Orders.contract")])
    #expect(
      found.code
        == [
          "App/Base.lproj/Main.storyboard", "App/LeafApp.swift", "App/Localizable.xcstrings",
          "App/en.lproj/Localizable.strings",
        ].map { root + "/" + $0 }
    )
    let check = CheckInputs(paths: [root], stdinFilename: nil) { ConfigurationLoader(root: $0) }
    #expect(found.code == check.codeFiles.map(\.key).sorted())
  }

  @Test func aWatchedCodeFileIsInTheWorkspaceWhereTheWalkWouldFindIt() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let model = ServerWorkspace()
    model.resolver.setFolders([workspace.root.path])
    #expect(model.isWorkspaceFile(workspace.path("App/LeafApp.swift")))
    #expect(model.isWorkspaceFile(workspace.path("App/Base.lproj/Main.storyboard")))
    #expect(model.isWorkspaceFile(workspace.path("App/en.lproj/Localizable.strings")))
    for outside in [
      "App/en.lproj/InfoPlist.strings", "App/Notes.txt", "Generated/Strings.swift",
      ".build/checkouts/Dependency/Sources/Dep.swift", "DerivedData/Leaf/Build.swift",
      "Pods/Alamofire/Source/Session.swift", "Carthage/Checkouts/Kit/Kit.swift", ".hidden/Secret.swift",
    ] {
      #expect(!model.isWorkspaceFile(workspace.path(outside)), "\(outside)")
    }
    #expect(!model.isWorkspaceFile("/elsewhere/App.swift"))
  }

  @Test func indexingReadsCodeAndDropsWhatLeft() async throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let model = ServerWorkspace()
    model.resolver.setFolders([workspace.root.path])
    let summary = await WorkspaceIndexer().index(model) { _, _ in }
    #expect(summary.files == 1)
    #expect(summary.codeFiles == 4)
    #expect(model.contracts.hasCodeFile(workspace.path("App/LeafApp.swift")))
    #expect(
      model.contracts.diagnostics(for: workspace.path("Orders.contract")).contains {
        $0.rule.rawValue == "contract-drift"
      }
    )

    try workspace.delete("App/LeafApp.swift")
    let again = await WorkspaceIndexer().index(model) { _, _ in }
    #expect(again.removed == 1)
    #expect(!model.contracts.hasCodeFile(workspace.path("App/LeafApp.swift")))
    #expect(
      !model.contracts.diagnostics(for: workspace.path("Orders.contract")).contains {
        $0.rule.rawValue == "contract-drift"
      }
    )
  }

  @Test func anUnsavedSwiftBufferIsLeftAlone() {
    let model = ServerWorkspace()
    let unsaved = TextDocumentItem(uri: "untitled:Untitled-1", languageId: "swift", version: 1, text: "let a = 1\n")
    #expect(!model.accepts(unsaved))
    let saved = TextDocumentItem(uri: "file:///tmp/A.swift", languageId: "swift", version: 1, text: "let a = 1\n")
    #expect(model.accepts(saved))
    let contract = TextDocumentItem(uri: "untitled:Untitled-2", languageId: "contract", version: 1, text: "")
    #expect(model.accepts(contract))
  }
}
