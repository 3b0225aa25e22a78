import SwiftSource
import Testing

@Suite("Structure: the platforms of #if blocks")
struct PlatformTests {
  /// The platforms at each `marker` call in `text`, in order.
  private func platforms(_ text: String) -> [SwiftPlatformSet] {
    let structure = Outline.read(text)
    return structure.calls.filter { $0.name == "marker" }.map { structure.platforms(at: $0.range.lowerBound) }
  }

  @Test("Each platform check on its own")
  func checks() {
    let text = """
      marker()
      #if os(macOS)
      marker()
      #endif
      #if os(iOS)
      marker()
      #endif
      #if targetEnvironment(macCatalyst)
      marker()
      #endif
      #if canImport(AppKit)
      marker()
      #endif
      #if canImport(UIKit)
      marker()
      #endif
      #if os(watchOS)
      marker()
      #endif
      marker()
      """
    #expect(platforms(text) == [.all, .macOS, .uiKit, .macCatalyst, .appKit, .uiKit, [], .all])
  }

  @Test("!, &&, || and parentheses")
  func operators() {
    let text = """
      #if canImport(AppKit) && !targetEnvironment(macCatalyst)
      marker()
      #endif
      #if os(iOS) && !targetEnvironment(macCatalyst)
      marker()
      #endif
      #if os(macOS) || targetEnvironment(macCatalyst)
      marker()
      #endif
      #if !(os(macOS) || os(iOS))
      marker()
      #endif
      """
    #expect(platforms(text) == [.macOS, .iOS, .mac, []])
  }

  @Test("#elseif and #else take what earlier branches left; nesting narrows")
  func branches() {
    let text = """
      #if os(macOS)
      marker()
      #elseif targetEnvironment(macCatalyst)
      marker()
      #else
      marker()
        #if canImport(UIKit)
        marker()
        #else
        marker()
        #endif
      marker()
      #endif
      """
    #expect(platforms(text) == [.macOS, .macCatalyst, .iOS, .iOS, [], .iOS])
  }

  @Test("A condition on no platform keeps both branches everywhere")
  func unknownConditions() {
    let text = """
      #if DEBUG
      marker()
      #else
      marker()
      #endif
      #if DEBUG && os(macOS)
      marker()
      #else
      marker()
      #endif
      #if false
      marker()
      #endif
      #if swift(>=5.9) || compiler(>=6)
      marker()
      #endif
      """
    #expect(platforms(text) == [.all, .all, .macOS, .all, [], .all])
  }

  @Test("The directives are listed with their conditions; unbalanced ones do not crash")
  func directives() {
    let structure = Outline.read("#endif\n#if os(macOS) // Mac\nmarker()\n#else\nmarker()\n#if os(iOS)\n")
    #expect(structure.platformRegions.directives.map(\.kind) == [.endif, .if, .else, .if])
    #expect(structure.platformRegions.directives[1].condition == "os(macOS)")
    #expect(platforms("#endif\n#if os(macOS) // Mac\nmarker()\n#else\nmarker()\n#if os(iOS)\n") == [.macOS, .uiKit])
  }

  @Test("Unconditional imports of AppKit or UIKit narrow the whole file")
  func imports() {
    #expect(platforms("import AppKit\nmarker()") == [.macOS])
    #expect(platforms("import Cocoa\n#if DEBUG\nmarker()\n#endif") == [.macOS])
    #expect(platforms("import UIKit\nmarker()") == [.uiKit])
    #expect(platforms("#if canImport(UIKit)\nimport UIKit\n#endif\nmarker()") == [.all])
    #expect(platforms("import AppKit\nimport UIKit\nmarker()") == [.all])
    #expect(Outline.read("@testable import class AppKit.NSView").imports.map(\.module) == ["AppKit"])
  }
}
