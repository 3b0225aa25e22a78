// Source: reference/data/ios-accessibility-traits.tsv (UIKit UIAccessibilityTraits and SwiftUI
// AccessibilityTraits members). Meanings are the project's own words. `counterpart` is the nearest
// Mac role (from `mac_role_approx`; states such as selected or not enabled have none), and
// `frameworkCounterpart` the same trait in the other framework (from `counterpart`).
//
// SwiftUI traits keep their Swift name (`isHeader`) and accept the name without `is` as an alias
// (`header`); where UIKit has a trait of that name, the UIKit trait wins a lookup by that name.

extension AccessibilityRoles {
  /// UIKit `UIAccessibilityTraits` members.
  static let uiKitTraits: [AccessibilityRole] = [
    uiKit("none", "No traits", swiftUI: nil),
    uiKit("button", "Acts as a button", swiftUI: "isButton", mac: "button"),
    uiKit("link", "Acts as a link", swiftUI: "isLink", mac: "link"),
    uiKit("header", "Heading that starts a section, like a navigation bar title", swiftUI: "isHeader", mac: "heading"),
    uiKit("searchField", "Text field used for search", swiftUI: "isSearchField", mac: "searchField"),
    uiKit("image", "Image; may be combined with button or link", swiftUI: "isImage", mac: "image"),
    uiKit("selected", "Currently selected, like a chosen row or segment (a state)", swiftUI: "isSelected"),
    uiKit("playsSound", "Plays its own sound when activated", swiftUI: "playsSound"),
    uiKit("keyboardKey", "Acts as a key of a keyboard", swiftUI: "isKeyboardKey", mac: "button"),
    uiKit("staticText", "Text that does not change", swiftUI: "isStaticText", mac: "staticText"),
    uiKit("summaryElement", "Sums up the current state when the app starts", swiftUI: "isSummaryElement"),
    uiKit("notEnabled", "Disabled: does not respond (a state)", swiftUI: nil),
    uiKit("updatesFrequently", "Label or value changes too often to announce", swiftUI: "updatesFrequently"),
    uiKit("startsMediaSession", "Starts media that VoiceOver should not talk over", swiftUI: "startsMediaSession"),
    uiKit(
      "adjustable",
      "Value goes up and down by increment and decrement, like a slider",
      swiftUI: nil,
      mac: "slider",
      isAdjustable: true
    ),
    uiKit("allowsDirectInteraction", "VoiceOver passes touches straight through", swiftUI: "allowsDirectInteraction"),
    uiKit("causesPageTurn", "VoiceOver turns the page after reading it", swiftUI: "causesPageTurn"),
    uiKit("tabBar", "Container of an ordered set of tabs", swiftUI: "isTabBar", mac: "tabGroup"),
    uiKit("toggleButton", "On/off toggle button", swiftUI: "isToggle", mac: "checkBox"),
    uiKit("supportsZoom", "Content can be zoomed in and out", swiftUI: nil),
  ]

  /// SwiftUI `AccessibilityTraits` members.
  static let swiftUITraits: [AccessibilityRole] = [
    swiftUI("isButton", "Acts as a button", uiKit: "button", mac: "button"),
    swiftUI("isHeader", "Heading that starts a section", uiKit: "header", mac: "heading"),
    swiftUI("isSelected", "Currently selected (a state)", uiKit: "selected"),
    swiftUI("isLink", "Acts as a link", uiKit: "link", mac: "link"),
    swiftUI("isSearchField", "Text field used for search", uiKit: "searchField", mac: "searchField"),
    swiftUI("isImage", "Image", uiKit: "image", mac: "image"),
    swiftUI("playsSound", "Plays its own sound when activated", uiKit: "playsSound"),
    swiftUI("isKeyboardKey", "Acts as a key of a keyboard", uiKit: "keyboardKey", mac: "button"),
    swiftUI("isStaticText", "Text the user cannot change", uiKit: "staticText", mac: "staticText"),
    swiftUI("isSummaryElement", "Sums up the current state when the app starts", uiKit: "summaryElement"),
    swiftUI("updatesFrequently", "Label or value changes often", uiKit: "updatesFrequently"),
    swiftUI("startsMediaSession", "Starts media that VoiceOver should not talk over", uiKit: "startsMediaSession"),
    swiftUI("allowsDirectInteraction", "VoiceOver passes touches straight through", uiKit: "allowsDirectInteraction"),
    swiftUI("causesPageTurn", "VoiceOver turns the page after reading it", uiKit: "causesPageTurn"),
    swiftUI("isModal", "Modal: assistive technology ignores what lies behind it", uiKit: nil, mac: "sheet"),
    swiftUI("isToggle", "On/off toggle", uiKit: "toggleButton", mac: "checkBox"),
    swiftUI("isTabBar", "Tab bar", uiKit: "tabBar", mac: "tabGroup"),
  ]

  // MARK: - Row builders

  private static func uiKit(
    _ name: String,
    _ meaning: String,
    swiftUI: String?,
    mac: String? = nil,
    isAdjustable: Bool = false
  ) -> AccessibilityRole {
    AccessibilityRole(
      name: name,
      kind: .uiKitTrait,
      apiName: "UIAccessibilityTraits.\(name)",
      meaning: meaning,
      counterpart: mac,
      frameworkCounterpart: swiftUI,
      isAdjustable: isAdjustable
    )
  }

  private static func swiftUI(
    _ name: String,
    _ meaning: String,
    uiKit: String?,
    mac: String? = nil
  ) -> AccessibilityRole {
    var aliases: [String] = []
    if name.hasPrefix("is") {
      aliases.append(name.dropFirst(2).lowercased())
    }
    return AccessibilityRole(
      name: name,
      kind: .swiftUITrait,
      apiName: "AccessibilityTraits.\(name)",
      meaning: meaning,
      aliases: aliases,
      counterpart: mac,
      frameworkCounterpart: uiKit
    )
  }
}
