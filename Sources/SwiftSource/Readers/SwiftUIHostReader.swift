/// Reads which classes of a file SwiftUI hosts and labels: an `NSView` class made by an
/// `NSViewRepresentable` of the file (declared inside it, or called in its `makeNSView`), whose
/// every use in the file (previews aside) gives VoiceOver its text through SwiftUI: an
/// `.accessibilityLabel` or `.accessibilityRepresentation` on the use's chain, or on the chain of
/// the view whose `.overlay` or `.background` holds it, or that view being a SwiftUI control with a
/// text title (`Button("Record") { … }`, whose title VoiceOver reads as its label). Such a view (a
/// click catcher over an image labelled in SwiftUI: found in Ice; Lunar's key recorder behind its
/// titled button: docs/real-code.md) is one element with SwiftUI's label; it gives VoiceOver nothing
/// of its own to say. A use in another file is not read, so a view used there is not counted as
/// labelled.
struct SwiftUIHostReader {
  /// The names of the classes SwiftUI labels.
  private(set) var labelled: Set<String> = []
  /// Per class an `NSViewRepresentable` of the file makes, labelled or not, that representable's
  /// name (the first, when several make it): SwiftUI hosts the class, and gives it focus there.
  private(set) var hosts: [String: String] = [:]

  /// The modifiers that give VoiceOver a SwiftUI view's text.
  static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibilityRepresentation"]

  /// The modifiers whose content decorates the view they are on.
  static let decorations: Set<String> = ["overlay", "background"]

  /// The SwiftUI controls whose text title VoiceOver reads as their label.
  static let titledControls: Set<String> = ["Button", "Toggle", "Link"]

  init(reader: FactReader) {
    let structure = reader.structure
    let representables = structure.declarations.indices.filter { index in
      let declaration = structure.declarations[index]
      return declaration.kind != .extension && declaration.kind != .protocol
        && declaration.inheritance.contains { ClassReader.baseName($0) == "NSViewRepresentable" }
    }
    guard !representables.isEmpty else { return }
    for representable in representables {
      let made = Self.classes(madeBy: representable, structure)
      for name in made where hosts[name] == nil { hosts[name] = structure.declarations[representable].name }
      guard Self.everyUseIsLabelled(representable, reader) else { continue }
      for name in made { labelled.insert(name) }
    }
  }

  /// The classes the representable at `index` makes: those declared inside it, and those its
  /// `makeNSView` calls.
  private static func classes(madeBy index: Int, _ structure: SwiftStructure) -> [String] {
    let declarations = structure.declarations
    let classes = declarations.indices.filter { declarations[$0].kind == .class }
    var names = classes.filter { isNested($0, in: index, structure) }.map { declarations[$0].name }
    let made = structure.members.filter { member in
      member.name == "makeNSView" && member.owner.map { isNested($0, in: index, structure) } == true
    }
    for member in made {
      guard let body = member.bodyTokens else { continue }
      for call in structure.calls where !call.isMember && body.contains(call.nameToken) {
        if classes.contains(where: { declarations[$0].name == call.name }), !names.contains(call.name) {
          names.append(call.name)
        }
      }
    }
    return names
  }

  /// Whether the declaration `inner` is `outer` or nested in it.
  private static func isNested(_ inner: Int, in outer: Int, _ structure: SwiftStructure) -> Bool {
    var current: Int? = inner
    while let index = current {
      if index == outer { return true }
      current = structure.declarations[index].parent
    }
    return false
  }

  /// Whether the representable at `index` is used in the file, outside previews, and every such
  /// use is labelled.
  private static func everyUseIsLabelled(_ index: Int, _ reader: FactReader) -> Bool {
    let structure = reader.structure
    let declaration = structure.declarations[index]
    let uses = structure.calls.indices.filter { call in
      !structure.calls[call].isMember && structure.calls[call].name == declaration.name
        && !declaration.range.contains(structure.calls[call].range.lowerBound) && !reader.inPreview[call]
    }
    return !uses.isEmpty && uses.allSatisfy { isLabelled($0, reader) }
  }

  /// Whether the view made by the call `use` is labelled on its chain, or by the view whose
  /// `.overlay` or `.background` holds it: on that view's chain, or by its title.
  private static func isLabelled(_ use: Int, _ reader: FactReader) -> Bool {
    let structure = reader.structure
    let root = structure.chainRoot(of: use)
    if chainLabels(root, structure) { return true }
    guard let parent = structure.calls[root].parent, decorations.contains(structure.calls[parent].name),
      structure.calls[parent].isMember
    else { return false }
    let decorated = structure.chainRoot(of: parent)
    return chainLabels(decorated, structure) || isTitledControl(decorated, reader)
  }

  /// Whether the call `index` makes a SwiftUI control with a text title, which VoiceOver reads as
  /// its label: `Button("Record") { … }`, `Button(key.name) { … }`, `Toggle("Sync", isOn: $sync)`,
  /// `Button { … } label: { Text(name) }`. A label of images alone has no text; `Button(configuration)`
  /// (in a button style: a title and nothing else) passes on a label the reader does not see; a
  /// `Button` the file declares is not SwiftUI's: none of them counts.
  private static func isTitledControl(_ index: Int, _ reader: FactReader) -> Bool {
    let structure = reader.structure
    let call = structure.calls[index]
    guard titledControls.contains(call.name), call.arguments.count + call.trailingClosures.count >= 2,
      !structure.declarations.contains(where: { $0.name == call.name })
    else { return false }
    if call.isMember {
      guard let receiver = call.receiverTokens, structure.text(ofTokens: receiver) == "SwiftUI" else { return false }
    }
    return reader.controlTitle(call) != nil
  }

  /// Whether the chain that starts with the call `root` has a label modifier.
  private static func chainLabels(_ root: Int, _ structure: SwiftStructure) -> Bool {
    structure.modifiers(of: root).contains { labelModifiers.contains(structure.calls[$0].name) }
  }
}
