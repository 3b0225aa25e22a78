import ContractModel
import Foundation
import Testing

@Suite("Custom views that SwiftUI hosts and labels")
struct SwiftUIHostedViewCodeTests {
  /// A click catcher (an `NSView` with `mouseDown`) made by a representable, and an image that
  /// `body` shows it over.
  static func file(nested: Bool = true, body: String) -> String {
    let catcher = """
      final class Catcher: NSView {
        let action: () -> Void
        init(action: @escaping () -> Void) { self.action = action; super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
        override func mouseDown(with event: NSEvent) { action() }
      }
      """
    return """
      import SwiftUI

      \(nested ? "" : catcher)
      struct ClickView: NSViewRepresentable {
      \(nested ? catcher : "")
        let action: () -> Void
        func makeNSView(context: Context) -> NSView { Catcher(action: action) }
        func updateNSView(_ nsView: NSView, context: Context) {}
      }

      struct ItemView: View {
        let item: Item
        var body: some View {
      \(body)
        }
      }

      """
  }

  static let both = ["custom-view-missing-accessibility", "custom-view-not-focusable"]

  @Test(
    "Over an image labelled in SwiftUI, or labelled itself: VoiceOver reads SwiftUI's label; Tab still never reaches it"
  )
  func labelled() {
    let overlay = """
          Image(nsImage: item.image)
            .overlay { ClickView(action: item.open) }
            .accessibilityLabel(item.name)
            .accessibilityAction(named: "Open", item.open)
      """
    let own = "    ClickView(action: item.open)\n      .accessibilityLabel(item.name)"
    for body in [overlay, own] {
      for nested in [true, false] {
        #expect(CodeCheck.rules(swift: Self.file(nested: nested, body: body)) == ["custom-view-not-focusable"])
      }
    }
  }

  @Test("Hosted in SwiftUI, labelled or not: the focus message names SwiftUI's fix; not hosted: AppKit's")
  func focusFix() {
    let overlay = "    Image(nsImage: item.image)\n      .overlay { ClickView(action: item.open) }"
    for nested in [true, false] {
      let findings = CodeCheck.findings(swift: Self.file(nested: nested, body: overlay))
      let focus = findings.first { $0.rule == "custom-view-not-focusable" }?.message ?? ""
      #expect(
        focus.hasSuffix(
          "so Tab never reaches it on Mac: make it focusable in SwiftUI, where ClickView shows it (.focusable(), "
            + "with .onKeyPress for its keys), which draws the focus ring."
        )
      )
      #expect(!focus.contains("return true from acceptsFirstResponder"))
    }
    // A Catcher no representable makes (ClickView makes another class): AppKit's fix.
    let other = Self.file(nested: false, body: overlay).replacingOccurrences(
      of: "-> NSView { Catcher(action: action) }",
      with: "-> NSView { NSView() }"
    )
    let focus = CodeCheck.findings(swift: other).first { $0.rule == "custom-view-not-focusable" }?.message ?? ""
    #expect(
      focus.hasSuffix(
        "return true from acceptsFirstResponder, handle keyDown(with:) and draw a focus ring "
          + "(drawFocusRingMask, focusRingMaskBounds)."
      )
    )
  }

  @Test("Unlabelled, labelled at one use of two, or never used in its file: the view's own role and label are needed")
  func notLabelled() {
    let unlabelled = "    Image(nsImage: item.image)\n      .overlay { ClickView(action: item.open) }"
    let oneOfTwo = """
          VStack {
            ClickView(action: item.open).accessibilityLabel(item.name)
            ClickView(action: item.close)
          }
      """
    // The label is on a view around the overlay's, not on the view the catcher covers.
    let around = """
          VStack {
            Image(nsImage: item.image).overlay { ClickView(action: item.open) }
          }
          .accessibilityLabel(item.name)
      """
    for body in [unlabelled, oneOfTwo, around, "    Image(nsImage: item.image)"] {
      #expect(CodeCheck.rules(swift: Self.file(body: body)) == Self.both)
    }
  }

  @Test("Behind or over a SwiftUI control with a text title: VoiceOver reads its title (Lunar's key recorder)")
  func titledControl() {
    let bodies = [
      "    Button(item.name) { item.open() }\n      .background(ClickView(action: item.open))",
      """
          SwiftUI.Button(item.key) { recording.toggle() }
            .buttonStyle(.plain)
            .background(recording ? ClickView(action: item.open) : nil)
      """,
      "    Toggle(\"Sync\", isOn: $sync)\n      .overlay { ClickView(action: item.open) }",
      "    Link(\"Docs\", destination: item.url).overlay { ClickView(action: item.open) }",
      "    Button { item.open() } label: { Label(item.name, systemImage: \"doc\") }\n      .background { ClickView(action: item.open) }",
    ]
    for body in bodies {
      for nested in [true, false] {
        #expect(CodeCheck.rules(swift: Self.file(nested: nested, body: body)) == ["custom-view-not-focusable"])
      }
    }
  }

  @Test("Behind a control with no text title, a view not a control, or a Button the file declares: unlabelled")
  func untitledControl() {
    let bodies = [
      // An image alone gives the button no text to read.
      "    Button { item.open() } label: { Image(nsImage: item.image) }\n      .background { ClickView(action: item.open) }",
      // A button style's `Button(configuration)` passes on a label the reader does not see.
      "    Button(configuration).overlay { ClickView(action: item.open) }",
      "    Text(item.name).background(ClickView(action: item.open))",
      // Beside a titled button, not behind it.
      "    HStack {\n      Button(item.name) { item.open() }\n      ClickView(action: item.open)\n    }",
    ]
    for body in bodies {
      #expect(CodeCheck.rules(swift: Self.file(body: body)) == Self.both)
    }
    let ownButton =
      Self.file(body: "    Button(item.name) { item.open() }\n      .background(ClickView(action: item.open))")
      + "struct Button: View {\n  init(_ title: String, action: @escaping () -> Void) {}\n  var body: some View { EmptyView() }\n}\n"
    #expect(CodeCheck.rules(swift: ownButton) == Self.both)
  }
}
