import ContractModel
import Foundation
import Testing

@Suite("hidden-focus-ring on Swift code: views with no ring to lose")
struct FocusRingReceiverCodeTests {
  static func view(_ setUp: String, members: String = "") -> String {
    """
    import AppKit

    final class NameView: NSView {
    \(members)
      func setUp() {
    \(setUp)
      }
    }

    """
  }

  static func ringLines(_ text: String) -> [Int] {
    CodeCheck.findings(swift: text).filter { $0.rule == "hidden-focus-ring" }.map(\.line)
  }

  @Test("A label or an image view with its ring hidden: no finding")
  func labelsAndImages() {
    let locals = """
          let label = NSTextField(labelWithString: "Name")
          label.focusRingType = .none
          let note = NSTextField(wrappingLabelWithString: "Note")
          note.focusRingType = .none
          let icon = NSImageView(image: NSImage())
          icon.focusRingType = NSFocusRingType.none
      """
    #expect(Self.ringLines(Self.view(locals)) == [])
    let properties = """
          imageView.focusRingType = .none
          self.caption.focusRingType = .none
      """
    let members = """
        private let imageView = NSImageView()
        private let caption = NSTextField(labelWithString: "Caption")
      """
    #expect(Self.ringLines(Self.view(properties, members: members)) == [])
  }

  @Test("An NSImageView subclass hiding its own ring: no finding; another subclass: a warning")
  func imageViewSubclass() {
    let thumb = """
      import AppKit

      class Thumb: NSImageView {
        override init(frame: NSRect) {
          super.init(frame: frame)
          focusRingType = .none
        }
        required init?(coder: NSCoder) { fatalError() }
      }

      final class SmallThumb: Thumb {
        override var focusRingType: NSFocusRingType { get { .none } set { } }
      }

      """
    #expect(Self.ringLines(thumb) == [])
    #expect(
      Self.ringLines(thumb.replacingOccurrences(of: "class Thumb: NSImageView", with: "class Thumb: NSView")) == [
        6, 12,
      ]
    )
  }

  @Test(
    "A table or outline view, whose selection shows focus, with its ring hidden: no finding; a scroll view: a warning"
  )
  func tablesShowFocusBySelection() {
    // The source-list sidebars of alt-tab-macos and Stats: the selection turns to the accent colour
    // while the table has focus, as in Finder and Mail.
    let text = """
      import AppKit

      private final class SidebarTableView: NSTableView {
        override func keyDown(with event: NSEvent) { super.keyDown(with: event) }
      }

      final class SettingsWindow: NSWindow {
        private let sidebarTableView = SidebarTableView()
        private let tableView = NSTableView()
        private let outline = NSOutlineView(frame: .zero)
        private let scrollView = NSScrollView()

        func setUp() {
          sidebarTableView.focusRingType = .none
          self.tableView.focusRingType = .none
          outline.focusRingType = .none
          scrollView.focusRingType = .none
        }
      }

      class SourceList: NSOutlineView {
        override var focusRingType: NSFocusRingType { get { .none } set { } }
      }

      """
    #expect(Self.ringLines(text) == [17])
  }

  @Test("An extension of NSTableView hiding its own ring: no finding; of NSScrollView, or made editable: a warning")
  func tableExtension() {
    // DevToysMac's list style, an extension of NSTableView that every list of the app calls.
    let text = """
      import AppKit

      extension NSTableView {
        public func becomeListStyle() {
          self.headerView = nil
          self.focusRingType = .none
        }
      }

      extension NSScrollView {
        func becomePlain() { focusRingType = .none }
      }

      extension NSImageView {
        func becomeWell() {
          isEditable = true
          focusRingType = .none
        }
      }

      """
    #expect(Self.ringLines(text) == [11, 17])
  }

  @Test("A text field that takes focus, an editable image view, a selectable label, an unknown view: warnings")
  func truePositives() {
    let setUp = """
          let field = NSTextField(string: "x")
          field.focusRingType = .none
          let well = NSImageView()
          well.isEditable = true
          well.focusRingType = .none
          let label = NSTextField(labelWithString: "Copy me")
          label.isSelectable = true
          label.focusRingType = .none
          button.focusRingType = .none
          focusRingType = .none
          view.subviews.first?.focusRingType = .none
      """
    #expect(Self.ringLines(Self.view(setUp)) == [7, 10, 13, 14, 15, 16])
  }

  @Test("A variable made a label in one branch and something else in another is not read as a label")
  func ambiguous() {
    let setUp = """
          var label = NSTextField(labelWithString: "Name")
          if editable {
            label = NSTextField(string: "Name")
          }
          label.focusRingType = .none
      """
    #expect(Self.ringLines(Self.view(setUp)) == [10])
  }

  @Test("CRLF line breaks and emoji keep the findings in place")
  func crlfAndEmoji() {
    let setUp = """
          let label = NSTextField(labelWithString: "🏷 Name 👩‍👩‍👧‍👦")
          label.focusRingType = .none
          let field = NSTextField(string: "✏️")
          field.focusRingType = .none
      """
    let text = Self.view(setUp).replacingOccurrences(of: "\n", with: "\r\n")
    let workspace = CodeCheck.workspace(["Code.swift": text])
    let diagnostics = workspace.diagnostics(for: "Code.swift")
    #expect(diagnostics.map(\.rule.rawValue) == ["hidden-focus-ring"])
    let lines = workspace.lines("Code.swift")!
    #expect(diagnostics.first.map { lines.text(in: $0.range) } == "focusRingType = .none")
    #expect(
      diagnostics.first.map { lines.position(of: $0.range.start, encoding: .utf16) } == LineColumn(line: 8, column: 10)
    )
  }

  @Test("A table subclass declared in another file, its ring hidden: no finding; another class: a warning")
  func tableSubclassOfAnotherFile() {
    let table = """
      import AppKit

      class StripedTable: NSTableView {
        var stripes = true
      }

      class PlainButton: NSButton {}

      """
    let list = """
      import AppKit

      final class EpisodesController: NSViewController {
        lazy var table: StripedTable = {
          let table = StripedTable()
          table.focusRingType = .none
          return table
        }()

        lazy var scroller: NSScrollView = {
          let scroller = NSScrollView()
          scroller.focusRingType = .none
          scroller.documentView = self.table
          return scroller
        }()

        func addPlay() {
          let play = PlainButton()
          play.focusRingType = .none
        }
      }

      """
    let found = CodeCheck.findings(["Table.swift": table, "List.swift": list]).filter { $0.rule == "hidden-focus-ring" }
    // The scroll view, and the button (a subclass of another file that is no table), keep theirs.
    #expect(found.map { "\($0.path):\($0.line)" } == ["List.swift:12", "List.swift:19"])
  }
}
