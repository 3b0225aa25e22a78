/// Reads classes with what they override or set for accessibility and input, and which of them
/// are `NSView` subclasses through the file's own classes.
struct ClassReader {
  let reader: FactReader
  var classes: [SwiftClassFacts] = []

  /// The overridable members each aspect is read from.
  static let overrideAspects: [String: SwiftViewAspect] = [
    "isAccessibilityElement": .isAccessibilityElement, "accessibilityRole": .accessibilityRole,
    "accessibilityLabel": .accessibilityLabel, "accessibilityValue": .accessibilityValue,
    "accessibilityPerformIncrement": .accessibilityPerformIncrement,
    "accessibilityPerformDecrement": .accessibilityPerformDecrement,
    "accessibilityPerformPress": .accessibilityPerformPress, "acceptsFirstResponder": .acceptsFirstResponder,
    "keyDown": .keyDown, "mouseDown": .mouseDown, "mouseDragged": .mouseDragged, "mouseUp": .mouseUp,
    "drawFocusRingMask": .drawFocusRingMask, "focusRingMaskBounds": .focusRingMaskBounds,
  ]

  /// The setters each aspect is read from.
  static let setterAspects: [String: SwiftViewAspect] = [
    "setAccessibilityElement": .isAccessibilityElement, "setAccessibilityRole": .accessibilityRole,
    "setAccessibilityLabel": .accessibilityLabel, "setAccessibilityValue": .accessibilityValue,
    "addGestureRecognizer": .gestureRecognizer,
  ]

  /// AppKit's role-specific accessibility protocols and the role each gives: a view that adopts
  /// `NSAccessibilityButton` is a button to VoiceOver (Apple's way for custom controls: adopt
  /// the protocol, implement its methods).
  static let roleProtocols: [String: String] = [
    "NSAccessibilityButton": "button", "NSAccessibilityCheckBox": "checkBox", "NSAccessibilitySwitch": "checkBox",
    "NSAccessibilityRadioButton": "radioButton", "NSAccessibilityStaticText": "staticText",
    "NSAccessibilityNavigableStaticText": "staticText", "NSAccessibilityProgressIndicator": "progressIndicator",
    "NSAccessibilityStepper": "incrementor", "NSAccessibilitySlider": "slider", "NSAccessibilityImage": "image",
    "NSAccessibilityGroup": "group", "NSAccessibilityList": "list", "NSAccessibilityOutline": "outline",
    "NSAccessibilityTable": "table", "NSAccessibilityRow": "row", "NSAccessibilityLayoutArea": "layoutArea",
    "NSAccessibilityLayoutItem": "layoutItem",
  ]

  init(reader: FactReader) {
    self.reader = reader
    let structure = reader.structure
    let swiftUI = SwiftUIHostReader(reader: reader)
    for (index, declaration) in structure.declarations.enumerated() where declaration.kind == .class {
      let parts = Set(
        structure.declarations.indices.filter {
          $0 == index
            || structure.declarations[$0].kind == .extension && structure.declarations[$0].name == declaration.name
        }
      )
      var facts = SwiftClassFacts(
        name: declaration.name,
        superclass: declaration.inheritance.first.map(Self.baseName),
        aspects: [],
        role: nil,
        acceptsFirstResponder: nil,
        isAccessibilityElement: nil,
        isLabelledBySwiftUI: swiftUI.labelled.contains(declaration.name),
        platforms: reader.platforms(declaration.nameRange),
        location: reader.location(declaration.range)
      )
      facts.swiftUIHost = swiftUI.hosts[declaration.name]
      // A role protocol adopted by the class or one of its extensions gives the role.
      for part in parts.sorted() {
        for written in structure.declarations[part].inheritance {
          guard let role = Self.roleProtocols[Self.baseName(written)] else { continue }
          facts.aspects.insert(.accessibilityRole)
          facts.role = facts.role ?? role
        }
      }
      for member in structure.members where member.owner.map(parts.contains) == true && !member.isLocal {
        guard member.modifiers.contains("override"), let aspect = Self.overrideAspects[member.name] else { continue }
        // `override func mouseDown(with event: NSEvent) { super.mouseDown(with: event) }`, or `{}`, handles
        // nothing itself; nor does one that hands the click and the focus to another view.
        if Self.eventAspects.contains(aspect), let body = member.bodyTokens,
          passesEventOn(member.name, body) || handlesWindowOnly(body) || forwardsFocus(member.name, body)
        {
          continue
        }
        facts.aspects.insert(aspect)
        guard let body = member.bodyTokens else { continue }
        switch aspect {
        case .accessibilityRole: facts.role = facts.role ?? firstMember(in: body)
        case .acceptsFirstResponder: facts.acceptsFirstResponder = firstBool(in: body)
        case .isAccessibilityElement: facts.isAccessibilityElement = firstBool(in: body)
        default: break
        }
      }
      for call in structure.calls where call.owner.map(parts.contains) == true {
        guard let aspect = Self.setterAspects[call.name] else { continue }
        facts.aspects.insert(aspect)
        if aspect == .accessibilityRole, let first = structure.arguments(of: call).first {
          facts.role = facts.role ?? reader.memberName(first.tokens)
        }
      }
      classes.append(facts)
    }
  }

  /// A written type without generic arguments or module (`Base<T>` → `Base`, `AppKit.NSView` → `NSView`).
  static func baseName(_ written: String) -> String {
    let name = written.split(separator: "<").first.map(String.init) ?? written
    return name.split(separator: ".").last.map { String($0).trimming(" ") } ?? name
  }

  /// The event handlers that an override may only pass on to `super`.
  static let eventAspects: Set<SwiftViewAspect> = [.mouseDown, .mouseDragged, .mouseUp, .keyDown]

  /// Whether the tokens `body` do nothing with the event but pass it on: nothing at all (the event
  /// swallowed, as a view does to keep clicks from the views behind it), or one call of
  /// `super.name(…)` or `nextResponder?.name(…)` (`self.nextResponder`, `!` or no optional mark
  /// too) and nothing else, a `;` after it aside. Such an override gives the user nothing to do.
  private func passesEventOn(_ name: String, _ body: Range<Int>) -> Bool {
    guard body.contains(where: { reader.tokens[$0].kind != .semicolon }) else { return true }
    return isOneCall(body, receiver: { $0 == "super" || $0 == "nextResponder" }, method: name)
  }

  /// Whether the tokens `body` do what a window's title bar does, and nothing a keyboard user needs
  /// from the view: one call of `window?.performDrag(with:)` (`self.window`, `!` or no optional mark
  /// too), which drags the window (OnlySwitch's `DraggableNSView`); or a double click read through
  /// the system's title-bar setting, `AppleActionOnDoubleClick` (fsnotes' `TitleBarView`), which zooms
  /// or minimizes the window. The Window menu and the window's own title bar do both for the keyboard
  /// and VoiceOver.
  private func handlesWindowOnly(_ body: Range<Int>) -> Bool {
    let tokens = reader.tokens
    if body.contains(where: {
      tokens[$0].kind == .stringSegment && reader.structure.text(of: $0) == "AppleActionOnDoubleClick"
    }) {
      return true
    }
    return isOneCall(body, receiver: { $0 == "window" }, method: "performDrag")
  }

  /// The first `.name` in the tokens `range`.
  private func firstMember(in range: Range<Int>) -> String? {
    for index in range where reader.tokens[index].kind == .period && index + 1 < range.upperBound {
      if reader.tokens[index + 1].kind == .identifier { return reader.structure.text(of: index + 1) }
    }
    return nil
  }

  /// The first `true` or `false` in the tokens `range`.
  private func firstBool(in range: Range<Int>) -> Bool? {
    for index in range {
      if reader.tokens[index].keyword == .true { return true }
      if reader.tokens[index].keyword == .false { return false }
    }
    return nil
  }
}

extension SwiftCustomView {
  /// The `NSView` subclasses among `classes` (through each other), with the aspects each one
  /// and its superclasses among `classes` have.
  static func resolve(_ classes: [SwiftClassFacts]) -> [SwiftCustomView] {
    var byName: [String: SwiftClassFacts] = [:]
    for facts in classes where byName[facts.name] == nil { byName[facts.name] = facts }
    var views: [SwiftCustomView] = []
    for facts in classes {
      var chain: [String] = []
      var aspects = facts.aspects
      var role = facts.role
      var accepts = facts.acceptsFirstResponder
      var element = facts.isAccessibilityElement
      var current = facts.superclass
      while let name = current, chain.count < 32, !chain.contains(name) {
        chain.append(name)
        guard let parent = byName[name] else { break }
        aspects.formUnion(parent.aspects)
        role = role ?? parent.role
        accepts = accepts ?? parent.acceptsFirstResponder
        element = element ?? parent.isAccessibilityElement
        current = parent.superclass
      }
      guard chain.last == "NSView" else { continue }
      views.append(
        SwiftCustomView(
          name: facts.name,
          superclasses: chain,
          aspects: aspects,
          role: role,
          acceptsFirstResponder: accepts,
          isAccessibilityElement: element,
          isLabelledBySwiftUI: facts.isLabelledBySwiftUI,
          swiftUIHost: facts.swiftUIHost,
          platforms: facts.platforms,
          location: facts.location
        )
      )
    }
    return views
  }
}
