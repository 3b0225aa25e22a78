import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// The server reads only below its workspace folders, never follows a link out of them, never
/// writes a file and never runs a program.
@Suite struct SecurityTests {
  /// A contract outside the workspace that would conflict with ``ContractFixtures/orderRow`` (⌘R) if read.
  static let secret = ContractFixtures.orderRow.replacingOccurrences(of: "OrderRow", with: "SecretOutsideRow")
    .replacingOccurrences(of: "Reorder", with: "Archive")

  @Test func linksOutOfTheWorkspaceAreNeverFollowed() async throws {
    let outside = try TemporaryWorkspace(["Secret.contract": Self.secret, ".leaf-lsp.json": "{}"])
    defer { outside.remove() }
    let workspace = try TemporaryWorkspace(["OrderRow.contract": ContractFixtures.orderRow])
    defer { workspace.remove() }
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: workspace.path("Link.contract"),
      withDestinationPath: outside.path("Secret.contract")
    )
    try manager.createSymbolicLink(atPath: workspace.path("Folder"), withDestinationPath: outside.root.path)

    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    // Even when the client says the linked files changed.
    try client.notify(
      "workspace/didChangeWatchedFiles",
      [
        "changes": [
          ["uri": .string(workspace.uri("Link.contract")), "type": 1],
          ["uri": .string(workspace.uri("Folder/Secret.contract")), "type": 2],
        ]
      ]
    )
    let report = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    let text = report.description
    #expect(!text.contains("Secret"))
    #expect(!text.contains("Link.contract"))
    #expect(!text.contains("shortcut-conflict"))
    let uris = report["items"]?.arrayValue?.compactMap { $0["uri"]?.stringValue }
    #expect(uris == [workspace.uri("OrderRow.contract")])

    // Control: the same text as a real file inside the workspace is read, and conflicts.
    try workspace.write("Inside.contract", Self.secret)
    try client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(workspace.uri("Inside.contract")), "type": 1]]]
    )
    let control = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    #expect(control.description.contains("shortcut-conflict"))
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func theServerHoldsNoFileOpenForWritingAndReadsOnlyItsWorkspace() async throws {
    let workspace = try TemporaryWorkspace([
      "Orders/OrderRow.contract": ContractFixtures.orderRow, "Cart/CartRow.contract": ContractFixtures.cartRow,
      ".leaf-lsp.json": #"{"rules": {"focus-return-unspecified": "off"}}"#,
    ])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    let pid = process.process.processIdentifier
    var seen: [String: String] = [:]
    func sample() { for (fd, entry) in Self.openFiles(of: pid) { seen[fd] = entry } }
    sample()
    try await client.initialize(folders: [workspace.uri])
    sample()
    let uri = workspace.uri("Cart/CartRow.contract")
    try client.open(uri, text: ContractFixtures.cartRow)
    for version in 2...50 {
      try client.change(uri, version: version, range: LSPRange(0, 0, 0, 0), text: "# \(version)\n")
      if version % 10 == 0 { sample() }
    }
    _ = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    sample()
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()

    #expect(!seen.isEmpty, "could not read /proc/\(pid)/fd")
    for entry in seen.values {
      let (target, mode) = (entry.split(separator: " ")[0], entry.split(separator: " ").last ?? "")
      guard target.hasPrefix("/"), !target.hasPrefix("/dev/"), !target.hasPrefix("/proc/") else { continue }
      #expect(mode == "read", "open for writing: \(target)")
      let allowed = ["/usr/", "/lib", "/opt/swift/", "/etc/", "/sys/", workspace.root.path + "/"]
      // The workspace folder itself is open while it is listed (`readdir`).
      let isWorkspaceFolder = target == workspace.root.path
      #expect(isWorkspaceFolder || allowed.contains { target.hasPrefix($0) }, "read outside the workspace: \(target)")
    }
  }

  /// The open file descriptors of `pid`: number → "target read|write".
  static func openFiles(of pid: Int32) -> [String: String] {
    let manager = FileManager.default
    var files: [String: String] = [:]
    for fd in (try? manager.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? [] {
      guard let target = try? manager.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)"),
        let info = try? String(contentsOfFile: "/proc/\(pid)/fdinfo/\(fd)", encoding: .utf8),
        let flagsLine = info.split(separator: "\n").first(where: { $0.hasPrefix("flags:") }),
        let flags = Int(flagsLine.dropFirst("flags:".count).trimmingCharacters(in: .whitespaces), radix: 8)
      else { continue }
      files["\(fd) \(target)"] = "\(target) \(flags & 3 == 0 ? "read" : "write")"
    }
    return files
  }

  @Test func theSourcesNeitherRunProgramsNorWriteFiles() throws {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    let forbiddenEverywhere = [
      "Process(", "posix_spawn", "fork(", "execv", "execl", "system(", "popen(", "dlopen(",
    ]
    let writes = [
      "createFile(", "write(to", "createDirectory(", "removeItem(", "moveItem(", "copyItem(", "linkItem(",
      "createSymbolicLink(", "forWritingTo", "forUpdating", "fopen(", "FileHandle(fileDescriptor", "O_WRONLY",
      "O_CREAT",
    ]
    // C calls, as calls (not as method names such as `navigator.rename(`).
    let cWrites = ["unlink", "rename", "mkdir", "truncate"]
    // The writers: the log file the user names with `--log-file`, and the three CLI commands whose
    // job is to write the files the user names (`leaf-lsp format`, `leaf-lsp check --fix`, `leaf-lsp
    // init --output`, which never replaces a file). The server reaches none of them.
    let mayWrite: Set<String> = ["ServerLog.swift", "FormatCommand.swift", "CheckFix.swift", "InitCommand.swift"]
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    var checked = 0
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
      checked += 1
      for word in forbiddenEverywhere { #expect(!code.contains(word), "\(relative) uses \(word)") }
      let name = (relative as NSString).lastPathComponent
      guard !mayWrite.contains(name) else { continue }
      for word in writes { #expect(!code.contains(word), "\(relative) uses \(word)") }
      for call in cWrites {
        let pattern = try Regex("(^|[^.A-Za-z0-9_])\(call)\\(")
        let calls = code.split(separator: "\n").filter { !$0.contains("func ") && $0.firstMatch(of: pattern) != nil }
        #expect(calls.isEmpty, "\(relative) calls \(call)")
      }
    }
    #expect(checked > 100)
  }
}
