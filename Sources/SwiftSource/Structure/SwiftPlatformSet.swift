/// The platforms a piece of code is compiled for, as far as `#if` tells.
///
/// `os(iOS)` holds on iOS (iPhone and iPad) and on Mac Catalyst, so does `canImport(UIKit)`;
/// `os(macOS)` only on macOS; `targetEnvironment(macCatalyst)` only on Catalyst;
/// `canImport(AppKit)` on macOS and on Catalyst (the AppKit module is there too, which is why
/// code writes `canImport(AppKit) && !targetEnvironment(macCatalyst)`). Code outside any `#if`
/// is on ``all``.
public struct SwiftPlatformSet: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue & 0b111
  }

  /// macOS (AppKit and SwiftUI on the Mac).
  public static let macOS = SwiftPlatformSet(rawValue: 1)
  /// iOS and iPadOS.
  public static let iOS = SwiftPlatformSet(rawValue: 2)
  /// An iPad app on the Mac (Mac Catalyst).
  public static let macCatalyst = SwiftPlatformSet(rawValue: 4)

  /// Every platform: code outside any `#if`.
  public static let all: SwiftPlatformSet = [.macOS, .iOS, .macCatalyst]
  /// Where UIKit is: iOS and Mac Catalyst (`canImport(UIKit)`, `os(iOS)`).
  public static let uiKit: SwiftPlatformSet = [.iOS, .macCatalyst]
  /// Where the AppKit module is: macOS and Mac Catalyst (`canImport(AppKit)`).
  public static let appKit: SwiftPlatformSet = [.macOS, .macCatalyst]
  /// Where a Mac user meets the code: macOS and Mac Catalyst.
  public static let mac: SwiftPlatformSet = [.macOS, .macCatalyst]

  /// `macOS`, `iOS`, `macCatalyst` joined by `+`, or `none`.
  public var description: String {
    var names: [String] = []
    if contains(.macOS) { names.append("macOS") }
    if contains(.iOS) { names.append("iOS") }
    if contains(.macCatalyst) { names.append("macCatalyst") }
    return names.isEmpty ? "none" : names.joined(separator: "+")
  }
}
