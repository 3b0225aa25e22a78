/// The key of a shortcut, as resolved from the code.
public enum SwiftShortcutKey: Sendable, Hashable, CustomStringConvertible {
  /// A character key: `"r"`, `"R"`, `"/"`, `"1"`.
  case character(String)
  /// A named key, by its `KeyEquivalent` name: `delete`, `deleteForward`, `return`, `escape`,
  /// `tab`, `space`, `upArrow`, `downArrow`, `leftArrow`, `rightArrow`, `home`, `end`, `pageUp`,
  /// `pageDown`, `clear`, and `f1`…`f20` for function keys written as characters.
  case named(String)

  public var description: String {
    switch self {
    case .character(let character): "\"\(character)\""
    case .named(let name): "." + name
    }
  }
}

/// A modifier key as SwiftUI's `EventModifiers` and AppKit's `NSEvent.ModifierFlags` name it.
public enum SwiftModifierKey: String, Sendable, Hashable, CaseIterable {
  /// ⌘ (`.command`).
  case command
  /// ⇧ (`.shift`).
  case shift
  /// ⌥ (`.option`; UIKit's `.alternate`).
  case option
  /// ⌃ (`.control`).
  case control
  /// ⇪ (`.capsLock`; UIKit's `.alphaShift`).
  case capsLock
  /// Fn / Globe (`.function`).
  case function
  /// The numeric keypad (`.numericPad`).
  case numericPad
}

/// A keyboard shortcut as written, not normalised: the key, whether it was an upper-case
/// letter, and the modifiers in the order written.
public struct SwiftShortcut: Sendable, Hashable, CustomStringConvertible {
  /// How the shortcut is written.
  public enum Form: String, Sendable, Hashable {
    /// `.keyboardShortcut("r", modifiers: …)`.
    case keyboardShortcut
    /// A `KeyboardShortcut("r", modifiers: …)` value.
    case keyboardShortcutValue
    /// `.keyboardShortcut(.defaultAction)`: Return, no modifiers.
    case defaultAction
    /// `.keyboardShortcut(.cancelAction)`: Escape, no modifiers.
    case cancelAction
    /// An `NSMenuItem`'s `keyEquivalent` and `keyEquivalentModifierMask`.
    case menuItem
    /// A storyboard or xib `menuItem`'s `keyEquivalent` and modifier mask.
    case interfaceBuilder
    /// A `UIKeyCommand`'s `input` and `modifierFlags`.
    case keyCommand
  }

  /// The key.
  public var key: SwiftShortcutKey
  /// Whether the key is an upper-case letter (`"R"`): SwiftUI and AppKit then add Shift.
  public var isUpperCaseLetter: Bool
  /// The modifiers as written, in that order; `[.command]` when none are written.
  public var modifiers: [SwiftModifierKey]
  /// Whether modifiers are written; when not, the default (Command) applies.
  public var modifiersWritten: Bool
  /// How it is written.
  public var form: Form
  /// The source text it was read from (`.keyboardShortcut("r", modifiers: .command)`).
  public var sourceText: String

  /// A shortcut of `key` with `modifiers` written in `form`.
  public init(
    key: SwiftShortcutKey,
    modifiers: [SwiftModifierKey],
    modifiersWritten: Bool,
    form: Form,
    sourceText: String
  ) {
    self.key = key
    if case .character(let character) = key, character.count == 1, let scalar = character.unicodeScalars.first {
      isUpperCaseLetter = scalar.properties.isUppercase
    } else {
      isUpperCaseLetter = false
    }
    self.modifiers = modifiers
    self.modifiersWritten = modifiersWritten
    self.form = form
    self.sourceText = sourceText
  }

  public var description: String {
    (modifiersWritten ? "[" + modifiers.map(\.rawValue).joined(separator: ",") + "]" : "default")
      + "+\(key)"
  }
}

/// A shortcut bound in code, and what it is on.
public struct SwiftShortcutBinding: Sendable, Hashable {
  /// The shortcut.
  public var shortcut: SwiftShortcut
  /// The title of the control it is on (a `Button`'s), when known.
  public var title: SwiftText?
  /// The control it is on, when it is one.
  public var control: SwiftControlKind?
  /// The type declaration around it.
  public var enclosingType: String?
  /// The platforms the code is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is written.
  public var location: SwiftLocation
  /// The branches of `if`/`else` chains and `switch` statements it stands in, outermost first
  /// (see ``SwiftBranch``), through the members of its type it is written in (see
  /// `MemberBranches`): two bindings of one file in different branches of one statement are never
  /// in effect together.
  public var branches: [SwiftBranch] = []
  /// The arms of `#if` blocks it stands in, outermost first (see
  /// ``SwiftBranchRegions/conditionalArms(at:)``): two bindings of one file in different arms of
  /// one `#if` are never compiled together.
  public var conditionalArms: [SwiftBranch] = []
  /// The byte offset of the presentation modifier (`.sheet`, `.popover`, `.alert`,
  /// `.confirmationDialog`, `.fullScreenCover`) whose closure it stands in, innermost, through the
  /// members of its type; nil for none. Two bindings of one file in different presentations, or one
  /// in a presentation and one outside it, are in different windows, never in effect together.
  public var presentation: Int?
  /// The file of ``presentation`` when it is another file's: the binding is in a member its own
  /// file never names (``unnamedMember``), and another file of the workspace names it only in one
  /// presentation's closure (see ``SwiftPresentedMember``); nil for the binding's own file.
  public var presentationPath: String?
  /// The member of its type the binding is written in when its file never names that member
  /// (`var settings: some View` in an `extension LibraryView` of its own file, which the view's
  /// file shows in a sheet); nil otherwise.
  public var unnamedMember: String?
  /// For an Interface Builder menu item, the action it sends: its selector and target
  /// (`hide: to Ady-hI-5gd`, the First Responder's id). Two items that send one action to one
  /// target are one command written twice (Lunar's Hide in the app menu and in the Window menu).
  public var action: String?
}

/// A control that runs something.
public enum SwiftControlKind: String, Sendable, Hashable {
  /// A SwiftUI `Button`.
  case button
  /// A SwiftUI `Toggle`.
  case toggle
  /// A SwiftUI `Picker`.
  case picker
  /// A SwiftUI `Link`.
  case link
  /// An AppKit or Interface Builder menu item.
  case menuItem
  /// A `UIKeyCommand`.
  case keyCommand
}

/// A member of a type that a file names only inside one presentation's closure (`.sheet { settings }`)
/// and does not declare: another file declares it (an extension of the type), and the shortcuts
/// written in it stand in that presentation (``SwiftShortcutBinding/presentationPath``).
public struct SwiftPresentedMember: Sendable, Hashable {
  /// The type whose code names it (a qualified name).
  public var type: String
  /// The member's name.
  public var name: String
  /// The byte offset of the presentation modifier whose closure names it.
  public var presentation: Int
}
