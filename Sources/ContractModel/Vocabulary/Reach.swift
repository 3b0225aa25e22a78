/// Who can use a mechanism: the inputs and assistive technologies that reach it.
public struct Reach: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A finger on a touch screen.
  public static let touch = Reach(rawValue: 1 << 0)
  /// A mouse or trackpad pointer.
  public static let pointer = Reach(rawValue: 1 << 1)
  /// A hardware keyboard without assistive technology.
  public static let keyboard = Reach(rawValue: 1 << 2)
  /// VoiceOver, on any platform.
  public static let voiceOver = Reach(rawValue: 1 << 3)
  /// Full Keyboard Access (iPhone, iPad) or keyboard navigation (Mac).
  public static let fullKeyboardAccess = Reach(rawValue: 1 << 4)

  /// Every input.
  public static let everyone: Reach = [.touch, .pointer, .keyboard, .voiceOver, .fullKeyboardAccess]

  /// The names of the members, for hover and docs.
  public var names: [String] {
    var names: [String] = []
    if contains(.touch) { names.append("touch") }
    if contains(.pointer) { names.append("pointer") }
    if contains(.keyboard) { names.append("keyboard") }
    if contains(.voiceOver) { names.append("VoiceOver") }
    if contains(.fullKeyboardAccess) { names.append("Full Keyboard Access") }
    return names
  }
}

/// What role a mechanism plays in a path.
public enum MechanismRole: String, Sendable, Hashable {
  /// Something a person operates to perform an action (button, swipe, context menu, …).
  case way
  /// A command surface: the primary action's command when the segment has no subject.
  case command
  /// How content is laid out or announced (table, list row, stack, group).
  case layout
  /// Something presented (sheet, popover, window, details).
  case presentation
  /// Focus behaviour (keyboard focus, focus ring).
  case focus
}
