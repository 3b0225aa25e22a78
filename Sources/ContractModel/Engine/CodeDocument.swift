import SwiftSource

/// The kinds of the app's files the workspace reads beside its contracts, told by the file's name.
public enum CodeFileKind: String, Sendable, Hashable, CaseIterable {
  /// A Swift source file (`*.swift`).
  case swift
  /// A storyboard or xib (`*.storyboard`, `*.xib`): only its menus are read.
  case interfaceBuilder
  /// A `Localizable.strings` table (of one language).
  case stringsTable
  /// A string catalog (`*.xcstrings`): its source language's values.
  case stringCatalog
  /// An Xcode project (`project.pbxproj`) or build configuration (`*.xcconfig`): only the settings
  /// that say which platforms the app is built for (`SDKROOT`, `SUPPORTED_PLATFORMS`,
  /// `SUPPORTS_MACCATALYST`).
  case buildSettings

  /// The kind of the file at `path`, or nil for a file that is not read as code (a contract, a
  /// `.strings` table other than `Localizable.strings`, anything else).
  public init?(path: some StringProtocol) {
    // The name after the last `/`, found by bytes: splitting the path by characters cost 25,000
    // instructions a file, in the serial part of `check`.
    let path = String(path)
    let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
    if name.hasSuffix(".swift") {
      self = .swift
    } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
      self = .interfaceBuilder
    } else if name == "Localizable.strings" {
      self = .stringsTable
    } else if name.hasSuffix(".xcstrings") {
      self = .stringCatalog
    } else if name == "project.pbxproj" || name.hasSuffix(".xcconfig") {
      self = .buildSettings
    } else {
      return nil
    }
  }

  /// Folders a walk for code never enters: build products and other people's code.
  public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]
}

/// One of the app's files as the workspace keeps it: its bytes and what was read from them.
struct CodeDocument: Sendable {
  /// What the file is.
  let kind: CodeFileKind
  /// The file's bytes as given: the offsets of its facts and findings.
  let bytes: [UInt8]
  /// The facts of a Swift or Interface Builder file.
  let facts: SwiftFacts?
  /// The entries of a localization table.
  let localization: SwiftLocalizationTable?
  /// What the file says about the builds of the app: native Mac code (`os(macOS)`, AppKit, a
  /// Cocoa Interface Builder file), Mac Catalyst named.
  let buildHints: CodeBuildHints
  /// The configuration found for the file.
  var configuration: Configuration
  /// The finished diagnostics, while valid.
  var finished: [Diagnostic]?
  /// The lines, once asked for.
  var linesCache: LineTable?

  /// Reads `bytes` as a file of `kind` at `key`: a pure function, for any thread.
  init(key: String, kind: CodeFileKind, bytes: [UInt8], configuration: Configuration) {
    self.kind = kind
    self.bytes = bytes
    self.configuration = configuration
    buildHints = CodeBuildHints(kind: kind, path: key, bytes: bytes)
    switch kind {
    case .swift:
      facts = SwiftFacts.read(SwiftFile(path: key, bytes: bytes))
      localization = nil
    case .interfaceBuilder:
      facts = InterfaceBuilderMenuReader.read(path: key, bytes: bytes)
      localization = nil
    case .stringsTable, .stringCatalog:
      facts = nil
      localization = SwiftLocalizationTable.read(path: key, bytes: bytes)
    case .buildSettings:
      facts = nil
      localization = nil
    }
  }

  /// The lines of the file (a UTF-16 strings table's as UTF-8, which is what it is shown as).
  mutating func lines() -> LineTable {
    if let linesCache { return linesCache }
    let lines = LineTable(bytes: kind == .stringsTable ? Self.utf8(bytes) : bytes)
    linesCache = lines
    return lines
  }

  /// The file's text (a UTF-16 strings table transcoded; invalid UTF-8 replaced).
  var text: String { String(decoding: kind == .stringsTable ? Self.utf8(bytes) : bytes, as: UTF8.self) }

  /// `raw` as UTF-8: a UTF-16 file (with a byte order mark) transcoded, anything else as it is.
  static func utf8(_ raw: [UInt8]) -> [UInt8] {
    guard raw.count >= 2, raw[0] == 0xFF && raw[1] == 0xFE || raw[0] == 0xFE && raw[1] == 0xFF else { return raw }
    let littleEndian = raw[0] == 0xFF
    var units: [UInt16] = []
    units.reserveCapacity(raw.count / 2)
    var offset = 2
    while offset + 1 < raw.count {
      let first = UInt16(raw[offset])
      let second = UInt16(raw[offset + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      offset += 2
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}

/// The code files of a workspace and what is derived from all of them together: the facts
/// composed across files, and the code rules' findings by document (before configuration and
/// suppressions), each present while valid.
struct CodeLayer: Sendable {
  /// The code files, by key.
  var documents: [String: CodeDocument] = [:]
  /// The Swift facts of every file composed, while valid.
  var composed: SwiftWorkspaceFacts?
  /// The code rules' raw findings by document, while valid.
  var findings: [String: [Diagnostic]]?
  /// The composed facts indexed for `contract-drift`, while valid.
  var app: AppCode?

  /// Forgets what was derived from all the files (a file came, changed or went).
  mutating func invalidate() {
    composed = nil
    findings = nil
    app = nil
    for key in documents.keys { documents[key]!.finished = nil }
  }
}
