import ContractModel
import Foundation
import Testing

@Suite("shortcut-conflict on code: presentations in windows of their own")
struct ShortcutConflictPresentationTests {
  /// The lines of `Code.swift` with a shortcut-conflict finding.
  static func conflictLines(_ text: String) -> [Int] {
    CodeCheck.findings(swift: text).filter { $0.rule == "shortcut-conflict" }.map(\.line)
  }

  @Test("Two confirmation dialogs of one view, each with a default button: no conflict")
  func twoDialogs() {
    let text = """
      import SwiftUI

      struct ArchiveView: View {
        @State private var confirmingArchive = false
        @State private var confirmingPurge = false
        var body: some View {
          VStack {
            Button("Archive…") { confirmingArchive = true }
            Button("Purge…") { confirmingPurge = true }
          }
          .confirmationDialog("Archive every note?", isPresented: $confirmingArchive) {
            Button("Archive All") { archive() }
              .keyboardShortcut(.defaultAction)
            Button("Cancel", role: .cancel) { }
          }
          .alert("Purge the trash?", isPresented: $confirmingPurge) {
            Button("Purge") { purge() }
              .keyboardShortcut(.defaultAction)
          } message: {
            Text("This cannot be undone.")
          }
        }
      }

      """
    #expect(Self.conflictLines(text) == [])
  }

  @Test("A sheet's button and the presenting view's button on one shortcut: no conflict")
  func sheetAndPresenter() {
    let text = """
      import SwiftUI

      struct LibraryView: View {
        @State private var editing = false
        var body: some View {
          List { }
            .toolbar {
              Button("Refresh") { reload() }.keyboardShortcut("r")
            }
            .sheet(isPresented: $editing) {
              Button("Revert") { revert() }.keyboardShortcut("r")
            }
        }
      }

      """
    #expect(Self.conflictLines(text) == [])
  }

  @Test("A member named only inside a popover stands in the popover")
  func memberInPopover() {
    let text = """
      import SwiftUI

      struct FilterBar: View {
        @State private var showsOptions = false
        var body: some View {
          HStack {
            Button("Search") { search() }.keyboardShortcut(.defaultAction)
          }
          .popover(isPresented: $showsOptions, content: { options })
        }

        private var options: some View {
          Button("Apply") { apply() }.keyboardShortcut(.defaultAction)
        }
      }

      """
    #expect(Self.conflictLines(text) == [])
  }

  @Test("Two default buttons in one dialog, and in one view outside any, still conflict")
  func sameWindow() {
    let text = """
      import SwiftUI

      struct ImportView: View {
        @State private var asking = false
        var body: some View {
          VStack {
            Button("Import") { run() }.keyboardShortcut(.defaultAction)
            Button("Import All") { runAll() }.keyboardShortcut(.defaultAction)
          }
          .alert("Replace?", isPresented: $asking) {
            Button("Replace") { replace() }.keyboardShortcut(.defaultAction)
            Button("Keep Both") { keep() }.keyboardShortcut(.defaultAction)
          }
        }
      }

      """
    #expect(Self.conflictLines(text) == [7, 8, 11, 12])
  }
}
