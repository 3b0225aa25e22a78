import SwiftSource
import Testing

@Suite("Structure: declarations")
struct DeclarationTests {
  private func declarations(_ text: String) -> [String] {
    Outline.read(text).declarations.map { declaration in
      var line = "\(declaration.kind) \(declaration.qualifiedName)"
      if !declaration.inheritance.isEmpty { line += ": " + declaration.inheritance.joined(separator: ", ") }
      if !declaration.modifiers.isEmpty { line += " [" + declaration.modifiers.joined(separator: " ") + "]" }
      return line
    }
  }

  @Test("Kinds, modifiers and inheritance lists")
  func kinds() {
    let text = """
      struct OrdersView: View {}
      struct LeafCommands: Commands { var body: some Commands { EmptyCommands() } }
      final class RatingView: NSView {}
      public final class Model: ObservableObject, @unchecked Sendable {}
      enum Tab: String, CaseIterable { case orders, settings }
      actor Store {}
      extension OrdersView: Equatable where Order: Equatable {}
      protocol Row: View {}
      """
    #expect(
      declarations(text) == [
        "struct OrdersView: View", "struct LeafCommands: Commands", "class RatingView: NSView [final]",
        "class Model: ObservableObject, @unchecked Sendable [public final]", "enum Tab: String, CaseIterable",
        "actor Store", "extension OrdersView: Equatable", "protocol Row: View",
      ]
    )
  }

  @Test("Nested types have qualified names and a parent; generics are skipped")
  func nested() {
    let text = """
      struct Outer<T: Hashable>: View where T: Sendable {
        struct Inner: View { var body: some View { Text("x") } }
        enum Mode { case a }
        var body: some View { Inner() }
      }
      extension Outer.Inner { func f() {} }
      """
    let structure = Outline.read(text)
    #expect(
      declarations(text) == [
        "struct Outer: View", "struct Outer.Inner: View", "enum Outer.Mode", "extension Outer.Inner",
      ]
    )
    #expect(structure.declarations[1].parent == 0)
    #expect(structure.declarations[3].parent == nil)
  }

  @Test("Look-alikes are not types: class members, actor as a name, .struct members")
  func lookAlikes() {
    let text = """
      class Base {
        class func make() -> Base { Base() }
        class var shared: Base { Base() }
      }
      let actor = Person()
      actor.run()
      let kind = Kind.struct
      """
    #expect(declarations(text) == ["class Base"])
  }

  @Test("Members: attributes, modifiers, types, bodies, local declarations")
  func members() {
    let text = """
      final class RatingView: NSView {
        @FocusState private var focusedOrder: Order.ID?
        override var acceptsFirstResponder: Bool { true }
        override func mouseDown(with event: NSEvent) {
          let point = convert(event.locationInWindow, from: nil)
        }
        private(set) var rating = 3
        init(frame: NSRect) { super.init(frame: frame) }
      }
      protocol Source { func load() async throws -> [Order]
        var count: Int { get }
      }
      """
    let structure = Outline.read(text)
    let lines = structure.members.map { member in
      "\(member.kind) \(member.name) \(member.attributes) \(member.modifiers) \(member.typeText ?? "-") "
        + "\(member.isLocal ? "local" : "member") \(member.bodyTokens == nil ? "no body" : "body")"
    }
    #expect(
      lines == [
        "variable focusedOrder [\"FocusState\"] [\"private\"] Order.ID? member no body",
        "variable acceptsFirstResponder [] [\"override\"] Bool member body",
        "function mouseDown [] [\"override\"] - member body",
        "constant point [] [] - local no body",
        "variable rating [] [\"private\"] - member no body",
        "initializer init [] [] - member body",
        "function load [] [] [Order] member no body",
        "variable count [] [] Int member body",
      ]
    )
    #expect(structure.members[0].owner == 0)
    #expect(structure.members[6].owner == 1)
  }
}
