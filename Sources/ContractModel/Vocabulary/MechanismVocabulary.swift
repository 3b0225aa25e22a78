/// The mechanisms recognised in platform paths, with who can reach each.
///
/// Facts follow `reference/data/interaction-vocabulary.tsv`; where the design fixes a
/// judgement (swipe, long press, drag and pinch are touch only), the design wins.
public enum MechanismVocabulary {
  private static let all3 = "yes"

  private static func term(
    _ name: String,
    _ synonyms: [String],
    _ role: MechanismRole,
    _ reach: Reach,
    iPhone: String,
    iPad: String,
    mac: String,
    _ summary: String
  ) -> Mechanism {
    Mechanism(
      name: name,
      synonyms: synonyms,
      role: role,
      reach: reach,
      availability: [.iPhone: iPhone, .iPad: iPad, .mac: mac],
      summary: summary
    )
  }

  /// Every mechanism, in the design's order.
  public static let all: [Mechanism] = [
    term(
      "button",
      ["buttons", "tap target"],
      .way,
      .everyone,
      iPhone: all3,
      iPad: all3,
      mac: all3,
      "A visible control: touch, pointer, VoiceOver and Full Keyboard Access all reach it."
    ),
    term(
      "swipe",
      ["swipe action", "swipe actions", "swipe to delete", "swiping"],
      .way,
      .touch,
      iPhone: all3,
      iPad: "yes (touch)",
      mac: "trackpad only, invisible to the keyboard",
      "A touch gesture on a row. Nobody finds it with a keyboard or on Mac: pair it with a menu command."
    ),
    term(
      "long press",
      ["long-press", "touch and hold", "press and hold"],
      .way,
      .touch,
      iPhone: all3,
      iPad: all3,
      mac: "no",
      "Touch and hold. Mac has no equivalent; offer a context menu or a visible button."
    ),
    term(
      "drag",
      ["drag and drop", "drag to reorder", "dragging"],
      .way,
      .touch,
      iPhone: all3,
      iPad: all3,
      mac: "pointer drag only",
      "Moving something with a finger. Give it a command (Move Up, Move To…) as well."
    ),
    term(
      "pinch",
      ["pinch to zoom", "pinching"],
      .way,
      .touch,
      iPhone: all3,
      iPad: all3,
      mac: "trackpad only",
      "A two-finger gesture. Provide zoom commands with shortcuts too."
    ),
    term(
      "tap",
      ["tap on", "taps", "tapping", "touch", "double tap", "double-tap"],
      .way,
      .touch,
      iPhone: all3,
      iPad: all3,
      mac: "no",
      "A tap on the item with a finger. On Mac it is a click or Return on the selected item: write that way too."
    ),
    term(
      "custom action",
      ["custom actions", "accessibility action", "accessibility actions", "voiceover action"],
      .way,
      [.voiceOver, .fullKeyboardAccess],
      iPhone: all3,
      iPad: all3,
      mac: "yes (VoiceOver Actions menu)",
      "An accessibility action: VoiceOver lists it in the Actions rotor (iOS) or the Actions menu (Mac)."
    ),
    term(
      "rotor",
      ["voiceover rotor", "custom rotor"],
      .way,
      .voiceOver,
      iPhone: all3,
      iPad: all3,
      mac: all3,
      "VoiceOver's rotor: a way for VoiceOver users only."
    ),
    term(
      "adjustable",
      ["adjustable action"],
      .way,
      [.voiceOver, .keyboard, .fullKeyboardAccess],
      iPhone: all3,
      iPad: all3,
      mac: "yes (slider or incrementor role)",
      "A value changed by increment and decrement: swipe up/down with VoiceOver, arrow keys with a keyboard."
    ),
    term(
      "context menu",
      ["contextual menu", "shortcut menu"],
      .command,
      [.touch, .pointer, .voiceOver],
      iPhone: "long press",
      iPad: "long press or secondary click",
      mac: "secondary click or Control-click",
      "A menu on the item. VoiceOver opens it; a keyboard alone may not, so keep its items in the menu bar too."
    ),
    term(
      "secondary click",
      ["right-click", "right click", "two-finger click"],
      .way,
      .pointer,
      iPhone: "no",
      iPad: "with a pointer",
      mac: all3,
      "A pointer click: needs a mouse or trackpad."
    ),
    term(
      "Control-click",
      ["ctrl-click", "control click"],
      .way,
      .pointer,
      iPhone: "no",
      iPad: "with a pointer",
      mac: all3,
      "A pointer click with Control held: needs a mouse or trackpad."
    ),
    term(
      "double click",
      ["double-click"],
      .way,
      .pointer,
      iPhone: "no",
      iPad: "with a pointer",
      mac: all3,
      "Open on double click: give it Return, ⌘↓ or an Open command too."
    ),
    term(
      "menu bar",
      // A menu of the menu bar named by its title (`in the File menu`) is the menu bar: the
      // standard menus of every Mac app and the application menu.
      [
        "menu command", "menu commands", "menu item", "main menu", "app menu", "application menu", "file menu",
        "edit menu", "view menu", "format menu", "window menu", "help menu",
      ],
      .command,
      [.pointer, .keyboard, .voiceOver, .fullKeyboardAccess],
      iPhone: "no",
      iPad: "iPadOS 26, hidden until revealed",
      mac: all3,
      "A menu-bar command: browsable, searchable in Help, triggered by its shortcut and read by VoiceOver."
    ),
    term(
      "share sheet",
      ["share menu", "activity view"],
      .command,
      .everyone,
      iPhone: "the sheet a Share button opens",
      iPad: "the sheet or popover a Share button opens",
      mac: "the menu a Share button or File → Share opens",
      "The system's share sheet (an activity view): its items reach whoever reaches the Share button that opens it."
    ),
    term(
      "toolbar",
      ["toolbar button", "toolbar item", "bar button"],
      .command,
      .everyone,
      iPhone: all3,
      iPad: all3,
      mac: all3,
      "A toolbar item: visible and reachable; on Mac keep the same command in the menu bar."
    ),
    term(
      "keyboard shortcut",
      ["shortcut", "key command", "key equivalent", "hotkey"],
      .command,
      [.keyboard, .voiceOver, .fullKeyboardAccess],
      iPhone: "with a hardware keyboard",
      iPad: all3,
      mac: all3,
      "A key chord. Pair it with a visible command so people can discover it."
    ),
    term(
      "keyboard focus",
      ["focusable", "acceptsfirstresponder", "tab", "focus"],
      .focus,
      [.keyboard, .voiceOver, .fullKeyboardAccess],
      iPhone: "with Full Keyboard Access",
      iPad: "focus system (iPadOS 15+)",
      mac: all3,
      "The item takes keyboard focus, so Tab and arrow keys reach it."
    ),
    term(
      "focus ring",
      ["focus indicator", "focus halo", "halo"],
      .focus,
      [.keyboard, .fullKeyboardAccess],
      iPhone: "no",
      iPad: "halo or highlight",
      mac: all3,
      "The visible sign of keyboard focus. Never hide it."
    ),
    term(
      "arrow keys",
      ["arrow key", "arrows"],
      .way,
      [.keyboard, .voiceOver, .fullKeyboardAccess],
      iPhone: "with a hardware keyboard",
      iPad: all3,
      mac: all3,
      "Arrow keys move or adjust the focused item."
    ),
    term(
      "hover",
      ["tooltip", "tooltips", "mouse over", "mouseover", "help tag", "on hover"],
      .way,
      .pointer,
      iPhone: "no",
      iPad: "with a pointer",
      mac: all3,
      "Pointer hover. Nobody without a pointer sees it: never the only way to information."
    ),
    term(
      "table",
      ["tables", "multicolumn table", "nstableview"],
      .layout,
      .everyone,
      iPhone: "collapses to a list",
      iPad: all3,
      mac: all3,
      "A table: Mac VoiceOver reads row and column position and column headers."
    ),
    term(
      "table row",
      ["table rows"],
      .layout,
      .everyone,
      iPhone: "collapses to a list row",
      iPad: all3,
      mac: all3,
      "A row of a table, announced with its position and headers."
    ),
    term(
      "list row",
      ["list rows", "cell"],
      .layout,
      .everyone,
      iPhone: all3,
      iPad: all3,
      mac: all3,
      "A row of a list."
    ),
    term(
      "stack",
      ["vstack", "hstack", "stack of views", "stack of rows"],
      .layout,
      .everyone,
      iPhone: all3,
      iPad: all3,
      mac: all3,
      "Views laid out one after another: Mac VoiceOver reads them as a group of text."
    ),
    term(
      "group",
      ["groups"],
      .layout,
      .everyone,
      iPhone: all3,
      iPad: all3,
      mac: all3,
      "A group of elements, with no table semantics."
    ),
    term(
      "sheet",
      ["sheets", "modal sheet", "bottom sheet"],
      .presentation,
      .everyone,
      iPhone: all3,
      iPad: all3,
      mac: all3,
      "A modal sheet. Say where focus goes when it closes."
    ),
    term(
      "popover",
      ["popovers"],
      .presentation,
      .everyone,
      iPhone: "adapts to a sheet",
      iPad: all3,
      mac: all3,
      "A popover. Say where focus goes when it closes."
    ),
    term(
      "window",
      ["windows"],
      .presentation,
      .everyone,
      iPhone: "no",
      iPad: "multiple scenes",
      mac: all3,
      "A window. Say where focus goes when it closes."
    ),
    term(
      "details",
      ["detail view", "details view", "inspector"],
      .presentation,
      .everyone,
      iPhone: all3,
      iPad: all3,
      mac: all3,
      "A details view opened from the item. Say where focus goes when it closes."
    ),
  ]

  /// Every spelling, longest first, with its mechanism.
  static let spellings: [(spelling: [UInt8], mechanism: Mechanism)] = {
    var result: [(spelling: [UInt8], mechanism: Mechanism)] = []
    for mechanism in all {
      for spelling in [mechanism.name.lowercased()] + mechanism.synonyms {
        result.append((Array(spelling.utf8), mechanism))
      }
    }
    return result.sorted { $0.spelling.count > $1.spelling.count }
  }()

  /// The mechanism named `name` (any spelling, any case).
  public static func lookup(_ name: String) -> Mechanism? {
    bySpelling[ByteKey(Array(name.lowercased().utf8))]
  }

  /// Each spelling's mechanism; of two equal spellings, the first in ``spellings`` wins.
  private static let bySpelling: [ByteKey: Mechanism] = {
    var table: [ByteKey: Mechanism] = [:]
    for entry in spellings where table[ByteKey(entry.spelling)] == nil {
      table[ByteKey(entry.spelling)] = entry.mechanism
    }
    return table
  }()

  /// Presentation words after `→` that make the arrow a presentation.
  static let presentedWords: Set<String> = ["details", "detail", "sheet", "popover", "window", "inspector"]
}
