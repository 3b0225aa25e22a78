/// One fact of the workspace: what blocks provide, what derived values read, and what an edit's
/// difference is made of.
///
/// A block provides facts (a menu its title and commands, a component its name and bindings);
/// each value derived from a block (its reading, its findings) records the facts it read. When a
/// fact changes, the values that read it are made again, and no other.
///
/// A fact is what readers see, not where it is written: a command that only moves within its
/// menu changes no fact. Findings that point into another block (related locations) read that
/// block itself (``block(_:)``).
enum FactKey: Sendable, Hashable {
  /// The names of the menu commands whose folded first word is this: what a path segment starting
  /// with it may name (a component's reading depends on them).
  case commandWord(String)
  /// The menu commands named this (folded): an action's menu-bar ways and shortcut, a
  /// `Menu → Command` reference.
  case command(String)
  /// Whether a menu titled this (folded) exists, and in which apps.
  case menu(String)
  /// The names of the commands of the menus titled this (folded): what a misspelled reference is
  /// compared with.
  case menuCommands(String)
  /// Whether a team catalog block names this entry (folded).
  case catalogEntry(String)
  /// The names of every team catalog entry: what a misspelled `See` is compared with.
  case catalogNames
  /// The components named this (folded): `duplicate-component`.
  case component(String)
  /// The bindings of one shortcut on one platform: `shortcut-conflict`.
  case binding(BindingKey)
  /// A block, read by findings that point into it: it changes when the block leaves the workspace.
  case block(BlockID)
  /// The `App` name of a document, read by rules that compare a name with it (`Quit Leaf`).
  case app(document: String)
  /// Whether the first word (``LetterWords``) of a document's `App`, or of its `App` folded, is
  /// this: read by rules that compare the words of a name with the app, where the app would start
  /// at this word of the name. A keystroke in the `App` line changes the facts of its old and new
  /// first words only, so that the blocks whose names start otherwise are not checked again.
  case appWord(document: String, word: String)

  /// The ``appWord(document:word:)`` facts that `app`, the `App` of `document`, provides.
  static func appWords(of app: String?, document: String) -> [FactKey] {
    guard let app, let plain = LetterWords.lowercased(app).first else { return [] }
    // Folding changes no letter of an ASCII name (it lower-cases it and drops blanks and a trailing
    // ellipsis): its first word is the same.
    let folded = app.utf8.allSatisfy { $0 < 0x80 } ? plain : LetterWords.lowercased(ListItem.fold(app)).first
    guard let folded, folded != plain else { return [.appWord(document: document, word: plain)] }
    return [.appWord(document: document, word: plain), .appWord(document: document, word: folded)]
  }
}

/// The key of the workspace's binding index: one shortcut on one platform.
public struct BindingKey: Sendable, Hashable {
  public var shortcut: Shortcut
  public var platform: Platform

  public init(_ binding: ShortcutBinding) {
    shortcut = binding.shortcut
    platform = binding.platform
  }

  public init(shortcut: Shortcut, platform: Platform) {
    self.shortcut = shortcut
    self.platform = platform
  }

  /// `bindings` grouped by key, each group in the order given. A block's few bindings (a
  /// component binds one or two keys) are grouped by looking through the groups found so far;
  /// a menu's many, through a dictionary.
  static func groups(of bindings: [ShortcutBinding]) -> [(key: BindingKey, bindings: [ShortcutBinding])] {
    guard bindings.count > linearGroupingLimit else {
      var groups: [(key: BindingKey, bindings: [ShortcutBinding])] = []
      for binding in bindings {
        let key = BindingKey(binding)
        if let index = groups.firstIndex(where: { $0.key == key }) {
          groups[index].bindings.append(binding)
        } else {
          groups.append((key, [binding]))
        }
      }
      return groups
    }
    return Dictionary(grouping: bindings, by: BindingKey.init).map { ($0.key, $0.value) }
  }

  /// Up to how many bindings ``groups(of:)`` looks through its groups.
  private static let linearGroupingLimit = 16
}

/// The facts a derived value was made from, recorded as it reads them.
///
/// Created for one computation on one thread and read once it is done.
final class FactReads {
  /// The facts read, each once, in the order first read.
  private(set) var keys: [FactKey] = []
  /// `keys` as a set, once they are more than ``linearLimit``: a block's rules read a few facts,
  /// looked through faster than hashed (a fact's key holds a name).
  private var seen: Set<FactKey>?

  /// Reads about to be recorded, with room for `capacity` facts (a menu's cross-file findings
  /// read a fact per binding: made room for at once, not grown and rehashed as they come).
  init(capacity: Int = 0) {
    keys.reserveCapacity(capacity)
    if capacity > Self.linearLimit { seen = Set(minimumCapacity: capacity) }
  }

  /// Up to how many facts ``record(_:)`` looks through the keys instead of a set.
  static let linearLimit = 16

  /// Records that `key` was read.
  func record(_ key: FactKey) {
    if seen != nil {
      if seen!.insert(key).inserted { keys.append(key) }
      return
    }
    guard !keys.contains(key) else { return }
    keys.append(key)
    if keys.count > Self.linearLimit { seen = Set(keys) }
  }

  /// Records that the findings `diagnostics` of block `own` point into the blocks they relate to.
  func recordRelated(_ diagnostics: [Diagnostic], own: BlockID) {
    for diagnostic in diagnostics {
      for related in diagnostic.related {
        if let block = related.location.block, block != own { record(.block(block)) }
      }
    }
  }
}

/// Findings about one block, with the facts they were made from (in the block's offsets).
struct Findings: Sendable {
  /// The findings, at default severity.
  var diagnostics: [Diagnostic]
  /// The facts the rules read to make them.
  var reads: [FactKey]
}
