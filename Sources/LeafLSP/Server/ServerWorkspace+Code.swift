import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's code in the server: the Swift files, Interface Builder files and string tables of the
/// workspace folders are held by the engine as code files, found the way `leaf-lsp check` finds
/// them, so that contracts show their drift from the code and an open Swift document shows the
/// code rules' findings.
///
/// A closed code file is read from disk; an open one holds the editor's text, read whole again on
/// every change (a code file has no blocks). Which file is code is told by its name
/// (``CodeFileKind``), as `check` does.
extension ServerWorkspace {
  /// Whether `key` names one of the app's code files (a `.swift` file, a storyboard or xib, a
  /// string table, build settings).
  static func isCodeKey(_ key: String) -> Bool {
    key.hasPrefix("/") && CodeFileKind(path: key) != nil
  }

  /// Whether the server takes the opened document `item`: anything but a Swift document whose URI
  /// names no `.swift` file (an unsaved buffer), since the engine tells code by its file name.
  func accepts(_ item: TextDocumentItem) -> Bool {
    item.languageId != "swift" || Self.isCodeKey(key(forURI: item.uri))
  }

  /// Whether the code file at `path` belongs to the workspace when it is not open: inside a
  /// workspace folder, matched by no `exclude` glob, not hidden, and in no folder that a walk for
  /// code skips (``CodeFileKind/skippedFolders``: `.build`, `DerivedData`, `Pods`, `Carthage`).
  func isCodeWorkspaceFile(_ path: String) -> Bool {
    guard Self.isCodeKey(path), let folder = resolver.folder(containing: path), path != folder,
      !resolver.isExcluded(path)
    else { return false }
    let components = path.dropFirst(folder == "/" ? 1 : folder.count + 1).split(separator: "/")
    if components.contains(where: { $0.hasPrefix(".") }) { return false }
    return !components.dropLast().contains { CodeFileKind.skippedFolders.contains(String($0)) }
  }

  /// Reads a closed code file from disk into the engine, or removes it when it is no longer a
  /// workspace file, is over the size limit or cannot be read. Returns whether the engine holds it.
  func reloadCodeFromDisk(_ key: String) -> Bool {
    guard isCodeWorkspaceFile(key), isReadableCode(key), let data = FileManager.default.contents(atPath: key) else {
      contracts.removeDocument(key)
      return false
    }
    contracts.setCodeFile(key, bytes: [UInt8](data))
    return true
  }

  /// Reads closed code files from disk into the engine at once (read and parsed on every core);
  /// open documents are skipped; files over the size limit or unreadable are left out.
  func loadCodeFromDisk(_ paths: [String]) {
    let closed = paths.filter { !store.isOpen($0) && isReadableCode($0) }
    var files: [(key: String, bytes: [UInt8])] = []
    for (path, bytes) in zip(closed, ContractFileTexts.readBytes(closed)) {
      if let bytes { files.append((path, bytes)) } else { contracts.removeDocument(path) }
    }
    contracts.setCodeFiles(files)
  }

  /// The closed code files the engine holds that the latest walk did not find (`found`).
  func strayClosedCodeFiles(found: Set<String>) -> [String] {
    contracts.codeFileKeys.filter { !store.isOpen($0) && !found.contains($0) }
  }

  /// The keys a `workspace/diagnostic` report covers: every contract file, and the code files that
  /// are open or have findings (the many clean files of an app are left out).
  func workspaceReportKeys() -> [String] {
    let code = contracts.codeFileKeys.filter { store.isOpen($0) || !contracts.diagnostics(for: $0).isEmpty }
    return contracts.documentKeys + code
  }

  /// Whether the closed code file at `path` may be read: it stays in its workspace folder (no link
  /// out of it) and is within the size limit (a larger one is left out, as `check` would take
  /// long on it for nothing).
  private func isReadableCode(_ path: String) -> Bool {
    guard staysInWorkspace(path) else { return false }
    if let size = ContractFileReader.size(atPath: path), size > limits.maxFileSize { return false }
    return true
  }
}
