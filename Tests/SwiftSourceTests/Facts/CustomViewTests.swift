import SwiftSource
import Testing

@Suite("Facts: custom views")
struct CustomViewTests {
  @Test("The chapter's RatingView: every accessibility override, a literal role, focusable")
  func ratingView() {
    let facts = SwiftFacts.read(Fixtures.file("Chapter/RatingView.swift"))
    let view = try! #require(facts.customViews.first)
    #expect(view.name == "RatingView")
    #expect(view.superclasses == ["NSView"])
    #expect(
      view.aspects == [
        .isAccessibilityElement, .accessibilityRole, .accessibilityLabel, .accessibilityValue,
        .accessibilityPerformIncrement, .accessibilityPerformDecrement, .acceptsFirstResponder,
      ]
    )
    #expect(view.role == "slider")
    #expect(view.acceptsFirstResponder == true)
    #expect(view.isAccessibilityElement == true)
    #expect(!view.isInteractive)
    #expect(view.platforms == .appKit)
  }

  @Test("A local subclass chain inherits its superclass's overrides")
  func subclassChain() {
    let text = """
      class BaseControl: NSView {
        override var acceptsFirstResponder: Bool { false }
        override func accessibilityLabel() -> String? { "Control" }
      }
      final class Knob: BaseControl {
        override func mouseDragged(with event: NSEvent) { turn(event) }
        override func keyDown(with event: NSEvent) { interpretKeyEvents([event]) }
      }
      final class Model: NSObject {
        override func mouseDown(with event: NSEvent) { }
      }
      """
    let views = Read.facts(text).customViews
    #expect(views.map(\.name) == ["BaseControl", "Knob"])
    #expect(views[1].superclasses == ["BaseControl", "NSView"])
    #expect(views[1].aspects == [.acceptsFirstResponder, .accessibilityLabel, .mouseDragged, .keyDown])
    #expect(views[1].acceptsFirstResponder == false)
    #expect(views[1].isInteractive)
  }

  @Test("Setters in the class and gesture recognizers count; members without override do not")
  func settersAndGestures() {
    let text = """
      final class Chart: NSView {
        func setUp() {
          setAccessibilityRole(.image)
          setAccessibilityLabel("Sales")
          addGestureRecognizer(NSClickGestureRecognizer(target: self, action: #selector(click)))
        }
        func mouseDown(with event: NSEvent) { }
      }
      """
    let view = try! #require(Read.facts(text).customViews.first)
    #expect(view.aspects == [.accessibilityRole, .accessibilityLabel, .gestureRecognizer])
    #expect(view.role == "image")
    #expect(view.isInteractive)
  }

  @Test("A chain through another file's class is resolved when composed")
  func composedChain() {
    let workspace = Read.workspace([
      ("Base.swift", "class BaseView: NSView { override var acceptsFirstResponder: Bool { true } }"),
      ("Knob.swift", "final class Knob: BaseView { override func mouseDown(with event: NSEvent) { turn(event) } }"),
    ])
    #expect(workspace.files[1].customViews.isEmpty)
    #expect(workspace.customViews.map(\.name) == ["BaseView", "Knob"])
    #expect(workspace.customViews[1].aspects == [.acceptsFirstResponder, .mouseDown])
  }
}
