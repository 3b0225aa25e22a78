import Foundation
import SwiftSource
import Testing

@Suite("Localization tables")
struct LocalizationTests {
  private func readTable(_ path: String) -> SwiftLocalizationTable? {
    let file = Fixtures.file(path)
    return SwiftLocalizationTable.read(path: file.path, bytes: file.bytes)
  }

  @Test(".strings: quoted and bare keys, comments, escapes, a broken entry skipped")
  func stringsFile() {
    let table = try! #require(readTable("Localization/en.lproj/Localizable.strings"))
    #expect(table.table == "Localizable" && table.language == "en" && !table.isSourceLanguage)
    #expect(
      table.entries == [
        "tab.timeline": "Timeline", "menu.order": "Order", "command.reorder": "Reorder \"again\"",
        "unquoted.key": "Bare key", "after.broken": "Still read", "escapes": "Tab\there\nand é",
      ]
    )
  }

  @Test("A UTF-16 .strings file reads like a UTF-8 one")
  func utf16() {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "\"menu.order\" = \"Commande\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let table = SwiftLocalizationTable.read(path: "fr.lproj/Localizable.strings", bytes: bytes)
    #expect(table?.entries == ["menu.order": "Commande"])
    #expect(table?.language == "fr")
  }

  @Test(".xcstrings: the source language's values, plural 'other', a key with none is itself")
  func catalog() {
    let table = try! #require(readTable("Localization/Catalog.xcstrings"))
    #expect(table.language == "en" && table.isSourceLanguage)
    #expect(
      table.entries == [
        "tab.favorites": "Favorites", "Plain English": "Plain English", "%lld orders": "%lld orders",
        "emoji 🍃": "Leaf é",
      ]
    )
  }

  @Test("Broken catalogs and other files read as nothing, without failing")
  func broken() {
    #expect(SwiftLocalizationTable.read(path: "a.xcstrings", bytes: Array("{\"strings\": {".utf8))?.entries == [:])
    #expect(SwiftLocalizationTable.read(path: "a.json", bytes: []) == nil)
    #expect(SwiftLocalizationTable.read(path: "x.strings", bytes: Array("\"a\" = \"b".utf8))?.entries.isEmpty == false)
  }

  @Test("Composing looks titles up: the development language, catalogs; interpolations and verbatim text stay")
  func compose() {
    let tables = [
      "Localization/en.lproj/Localizable.strings", "Localization/de.lproj/Localizable.strings",
      "Localization/Catalog.xcstrings",
    ].compactMap(readTable)
    let workspace = Read.workspace(
      [
        (
          "App.swift",
          """
          CommandMenu("menu.order") { Button("command.reorder") { } }
          Text(String(localized: "tab.favorites"))
          Text("tab.timeline")
          Text(verbatim: "tab.timeline")
          Text("\\(count) tab.timeline")
          """
        )
      ],
      localizations: tables
    )
    #expect(workspace.menuCommands.first?.context.menuTitle == "Order")
    #expect(workspace.menuCommands.first?.title?.displayText == "Reorder \"again\"")
    #expect(
      workspace.visibleTexts.map(\.text.displayText) == [
        "Favorites", "Timeline", "tab.timeline", "\\(count) tab.timeline",
      ]
    )
  }
}
