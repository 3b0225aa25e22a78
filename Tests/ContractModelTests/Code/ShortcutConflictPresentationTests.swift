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

  /// A view of `A.swift` showing `use` in its body and `sheet` in a sheet, beside a Refresh button on ⌘R.
  static func presenter(use: String, sheet: String) -> String {
    """
    import SwiftUI

    struct LibraryView: View {
      @State private var editing = false
      var body: some View {
        VStack {
          Button("Refresh") { reload() }.keyboardShortcut("r")
          \(use)
        }
        .sheet(isPresented: $editing) { \(sheet) }
      }
    }

    """
  }

  /// `B.swift`: a member of `LibraryView` declared in an extension, with a Revert button on ⌘R.
  static let settingsMember = """
    import SwiftUI

    extension LibraryView {
      var settings: some View {
        Button("Revert") { revert() }.keyboardShortcut("r")
      }
    }

    """

  /// The `path:line` of each shortcut-conflict finding of `files`.
  static func conflicts(_ files: [String: String]) -> [String] {
    CodeCheck.findings(files).filter { $0.rule == "shortcut-conflict" }.map { "\($0.path):\($0.line)" }
  }

  @Test("A member declared in another file, named only in a sheet, stands in the sheet: no conflict")
  func memberOfAnotherFileInSheet() {
    let files = ["A.swift": Self.presenter(use: "EmptyView()", sheet: "settings"), "B.swift": Self.settingsMember]
    #expect(Self.conflicts(files) == [])
  }

  @Test("A member declared in another file, named in the body (or also in the body), still conflicts")
  func memberOfAnotherFileInBody() {
    for sheet in ["EmptyView()", "settings"] {
      let files = ["A.swift": Self.presenter(use: "settings", sheet: sheet), "B.swift": Self.settingsMember]
      #expect(Self.conflicts(files) == ["A.swift:7", "B.swift:5"])
    }
  }

  @Test("A member of another file in a sheet still conflicts with a menu command")
  func memberOfAnotherFileAndMenu() {
    let commands = """
      import SwiftUI

      struct LibraryCommands: Commands {
        var body: some Commands {
          CommandMenu("Library") {
            Button("Reload All") { reloadAll() }.keyboardShortcut("r")
          }
        }
      }

      """
    let files = [
      "A.swift": Self.presenter(use: "EmptyView()", sheet: "settings"), "B.swift": Self.settingsMember,
      "C.swift": commands,
    ]
    #expect(Self.conflicts(files) == ["A.swift:7", "B.swift:5", "C.swift:6"])
  }

  @Test("A view type of another file, presented or in the body: no conflict (two view types never conflict)")
  func viewTypeOfAnotherFile() {
    let settings = """
      import SwiftUI

      struct SettingsView: View {
        var body: some View {
          Button("Revert") { revert() }.keyboardShortcut("r")
        }
      }

      """
    for (use, sheet) in [("EmptyView()", "SettingsView()"), ("SettingsView()", "EmptyView()")] {
      #expect(Self.conflicts(["A.swift": Self.presenter(use: use, sheet: sheet), "B.swift": settings]) == [])
    }
  }
}
