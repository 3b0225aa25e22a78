import ContractModel
import Foundation
import Testing

@Suite("shortcut-conflict on code: arms of one `#if`, only one of which is compiled")
struct ShortcutConflictConditionalTests {
  /// The lines of `Code.swift` with a shortcut-conflict finding.
  static func conflictLines(_ text: String) -> [Int] {
    CodeCheck.findings(swift: text).filter { $0.rule == "shortcut-conflict" }.map(\.line)
  }

  @Test("The audit's pair: `#if DEBUG` and its `#else` bind ⌘R, no finding")
  func debugAndRelease() {
    let text = ShortcutConflictBranchTests.view(
      """
      #if DEBUG
            Button("Reload") { reload() }.keyboardShortcut("r")
      #else
            Button("Refresh") { refresh() }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("`#if os(macOS)`, `#elseif DEBUG`, `#else`: the last two are both on iPad, yet never in one build")
  func platformAndDebugArms() {
    let text = ShortcutConflictBranchTests.view(
      """
      #if os(macOS)
            Button("Reload") { }.keyboardShortcut("r")
      #elseif DEBUG
            Button("Refresh") { }.keyboardShortcut("r")
      #else
            Button("Rewind") { }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("`#if os(macOS)`, `#elseif os(iOS)`, `#else`: each arm may bind the shortcut (as their platforms said before)")
  func platformArms() {
    let text = ShortcutConflictBranchTests.view(
      """
      #if os(macOS)
            Button("Reload") { }.keyboardShortcut("r")
      #elseif os(iOS)
            Button("Refresh") { }.keyboardShortcut("r")
      #elseif canImport(SwiftUI) && DEBUG
            Button("Reset") { }.keyboardShortcut("r")
      #else
            Button("Rewind") { }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("A binding in an arm conflicts with one outside the `#if`, and two in one arm conflict")
  func outsideAndSameArm() {
    let outside = ShortcutConflictBranchTests.view(
      """
      #if DEBUG
            Button("Reload") { }.keyboardShortcut("r")
      #else
            Button("Refresh") { }.keyboardShortcut("r")
      #endif
            Button("Rename") { }.keyboardShortcut("r")
      """
    )
    #expect(Self.conflictLines(outside) == [8, 10, 12])
    let sameArm = ShortcutConflictBranchTests.view(
      """
      #if DEBUG
            Button("Reload") { }.keyboardShortcut("r")
            Button("Rename") { }.keyboardShortcut("r")
      #else
            Button("Refresh") { }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(sameArm) == [8, 9])
  }

  @Test("Arms of one `#if` exclude each other when nested; arms of two `#if`s do not")
  func nested() {
    let nested = ShortcutConflictBranchTests.view(
      """
      #if DEBUG
        #if SNAPSHOT
            Button("Reload Snapshot") { }.keyboardShortcut("r")
        #else
            Button("Reload") { }.keyboardShortcut("r")
        #endif
      #else
            Button("Refresh") { }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(nested) == [])
    let nestedWithOuter = ShortcutConflictBranchTests.view(
      """
      #if DEBUG
            Button("Rename") { }.keyboardShortcut("r")
        #if SNAPSHOT
            Button("Reload Snapshot") { }.keyboardShortcut("r")
        #endif
      #else
            Button("Refresh") { }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(nestedWithOuter) == [8, 10])
    let twoConditionals = ShortcutConflictBranchTests.view(
      """
      #if DEBUG
            Button("Reload") { }.keyboardShortcut("r")
      #endif
      #if SNAPSHOT
            Button("Refresh") { }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(twoConditionals) == [8, 11])
  }

  @Test("`#if` arms around the cases of a `switch`, and an `if`/`else` inside an arm")
  func mixedWithRuntimeBranches() {
    let cases = ShortcutConflictBranchTests.view(
      """
            switch mode {
      #if DEBUG
            case .debug:
              Button("Reload") { }.keyboardShortcut("r")
      #else
            case .release:
              Button("Refresh") { }.keyboardShortcut("r")
      #endif
            default:
              Button("Rename") { }.keyboardShortcut("r")
            }
      """
    )
    #expect(Self.conflictLines(cases) == [])
    let inside = ShortcutConflictBranchTests.view(
      """
      #if DEBUG
            if isPlaying {
              Button("Reload") { }.keyboardShortcut("r")
            } else {
              Button("Rename") { }.keyboardShortcut("r")
            }
            Button("Record") { }.keyboardShortcut("r")
      #else
            Button("Refresh") { }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(inside) == [9, 11, 13])
  }

  @Test("Menu commands of a `CommandMenu` in two arms: no conflict")
  func menuArms() {
    let text = ShortcutCodeRuleTests.app(
      """
      #if DEBUG
              Button("Reload") { }.keyboardShortcut("r")
      #else
              Button("Refresh") { }.keyboardShortcut("r")
      #endif
      """
    )
    #expect(Self.conflictLines(text) == [])
  }

  @Test("AppKit menu items with one key equivalent in two arms: no conflict; outside the `#if`, a conflict")
  func appKitArms() {
    func menu(_ items: String) -> String {
      """
      import AppKit

      func buildMenu() -> NSMenu {
        let menu = NSMenu(title: "View")
      \(items)
        return menu
      }

      """
    }
    let arms = menu(
      """
      #if DEBUG
        menu.addItem(NSMenuItem(title: "Reload", action: nil, keyEquivalent: "r"))
      #else
        let refresh = NSMenuItem(title: "Refresh", action: nil, keyEquivalent: "")
        refresh.keyEquivalent = "r"
        menu.addItem(refresh)
      #endif
      """
    )
    #expect(Self.conflictLines(arms) == [])
    let outside = menu(
      """
      #if DEBUG
        menu.addItem(NSMenuItem(title: "Reload", action: nil, keyEquivalent: "r"))
      #endif
        menu.addItem(NSMenuItem(title: "Refresh", action: nil, keyEquivalent: "r"))
      """
    )
    #expect(Self.conflictLines(outside) == [6, 8])
  }

  @Test("CRLF line breaks and emoji before the arms move nothing")
  func crlfAndEmoji() {
    let text = ShortcutConflictBranchTests.view(
      """
            Text("🎵 Now playing 🎶") // 👩‍👩‍👧‍👦
      #if DEBUG
            Button("🔁 Reload") { }.keyboardShortcut("r")
      #else
            Button("🔄 Refresh") { }.keyboardShortcut("r")
      #endif
      """
    ).replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.conflictLines(text) == [])
  }
}
