// Source: reference/data/macos-accessibility-roles.tsv (NSAccessibility.Role and .Subrole values,
// plus three HIServices-only roles). Meanings are the project's own words; counterparts come from
// the `mac_role_approx` column of ios-accessibility-traits.tsv, read the other way round.
//
// Names drop AppKit's `Role`/`Subrole` suffix (`heading` for `.headingRole`); the Swift name is kept
// as an alias. Left out: the deprecated `.sortButton` role (the `sortButton` subrole replaces it).
// Aliases that are another role's name or only a note (`list (multi-column)`) are left out.

extension AccessibilityRoles {
  /// `NSAccessibility.Role` values.
  static let macRoles: [AccessibilityRole] = [
    role("application", "A running app, the top of its element tree", ["app"]),
    role("browser", "Column browser of hierarchical data (NSBrowser)", ["column view", "miller columns"]),
    role("busyIndicator", "Spinner for work of unknown length", ["spinner", "activity indicator", "busy indicator"]),
    role("button", "Push button", ["push button"], counterpart: "button"),
    role("cell", "Cell of a table or matrix", ["table cell"]),
    role("checkBox", "Check box, on or off", ["checkbox", "check box"], counterpart: "toggleButton"),
    role("colorWell", "Color well that opens a color picker", ["color well", "color picker"]),
    role("column", "Column of a table, outline or browser"),
    role("comboBox", "Editable text field with a list of choices", ["combo box", "combobox", "editable pop-up"]),
    role(
      "dateTimeArea",
      swiftName: "dateTimeAreaRole",
      "Date and time area (newest macOS)",
      ["date picker", "date time area"]
    ),
    role(
      "disclosureTriangle",
      "Triangle that shows or hides content",
      ["disclosure", "disclosure triangle", "chevron", "expander"]
    ),
    role("drawer", "Drawer attached to a window (legacy)"),
    role("grid", "Grid of items"),
    role("group", "Group of related elements", ["container", "section"]),
    role("growArea", "Window resize area (legacy)", ["grow box", "resize handle"]),
    role("handle", "Handle to drag, e.g. in a layout area", ["drag handle"]),
    role(
      "heading",
      swiftName: "headingRole",
      "Heading of a section (newest macOS)",
      ["header", "title"],
      counterpart: "header"
    ),
    role("helpTag", "Help tag (tooltip)", ["tooltip", "help tag"]),
    role("image", "Picture or icon", ["icon", "picture"], counterpart: "image"),
    role(
      "incrementor",
      "Stepper: arrows that raise or lower a value",
      ["stepper", "up/down arrows"],
      counterpart: "adjustable",
      isAdjustable: true
    ),
    role("layoutArea", "Canvas whose drawn items may have no accessibility element", ["canvas", "layout area"]),
    role("layoutItem", "Item in a layout area", ["canvas item", "layout item"]),
    role("levelIndicator", "Level indicator for capacity or rating", ["level indicator", "capacity"]),
    role("link", "Link", ["hyperlink"], counterpart: "link"),
    role("list", "List", ["collection"]),
    role(
      "listMarker",
      swiftName: "listMarkerRole",
      "Bullet or number of a list item (newest macOS)",
      ["bullet", "list marker"]
    ),
    role("matte", "Matte around a focused region"),
    role("menu", "Menu", ["context menu", "pop-up menu"]),
    role("menuBar", "The menu bar", ["menu bar"]),
    role("menuBarItem", "Title of a menu in the menu bar (File, Edit…)", ["menu title", "menu bar item"]),
    role("menuButton", "Pull-down menu button", ["menu button", "pull-down button", "dropdown button"]),
    role("menuItem", "Menu item", ["menu item", "command"]),
    role(
      "outline",
      "Rows of hierarchical data that disclose children",
      ["tree", "hierarchical list", "sidebar", "outline view"]
    ),
    role("page", swiftName: "pageRole", "Page"),
    role(
      "popUpButton",
      "Pop-up button that picks one value from a menu",
      ["pop-up button", "popup", "dropdown", "picker"]
    ),
    role("popover", "Popover"),
    role(
      "progressIndicator",
      "Progress bar with a known amount",
      ["progress bar", "progress indicator", "progress view"]
    ),
    role("radioButton", "Radio button", ["radio button", "option button"]),
    role("radioGroup", "Group of radio buttons: one of many", ["radio group", "segmented choice"]),
    role("relevanceIndicator", "Relevance indicator", ["relevance indicator", "relevance"]),
    role("row", "Row of a table or outline", ["table row", "list row"]),
    role("ruler", "Ruler"),
    role("rulerMarker", "Marker on a ruler", ["ruler marker", "tab stop"]),
    role("scrollArea", "Scroll view", ["scroll view", "scroll area", "scrollable region"]),
    role("scrollBar", "Scroll bar", ["scroll bar", "scroller"]),
    role("sheet", "Sheet: a modal attached to a window", ["modal"], counterpart: "isModal"),
    role(
      "slider",
      "Slider over a range of values",
      ["range", "seek bar"],
      counterpart: "adjustable",
      isAdjustable: true
    ),
    role("splitGroup", "Split view", ["split view", "split group", "panes"]),
    role("splitter", "Divider of a split view", ["divider"]),
    role("staticText", "Text that cannot be edited", ["label", "static text", "text"], counterpart: "staticText"),
    role("systemWide", "The system-wide accessibility element", ["system-wide"]),
    role("tabGroup", "Tab view", ["tabs", "tab view", "tab group", "segmented tabs"], counterpart: "tabBar"),
    role("table", "Table", ["grid of rows"]),
    role("textArea", "Multi-line editable text", ["text view", "text area", "multiline text", "editor"]),
    role("textField", "One-line editable text", ["text field", "input", "entry field"]),
    role("toolbar", "Toolbar"),
    role("valueIndicator", "Thumb of a slider or scroll bar", ["thumb", "knob", "value indicator"]),
    role("webArea", swiftName: "webAreaRole", "Web content", ["web view", "web area", "web content"]),
    role("window", "Window"),
    role("unknown", "Element whose role is unknown"),
    axRole("timeField", constant: "kAXTimeFieldRole", "Time field (AX only, no AppKit constant)", ["time field"]),
    axRole("dateField", constant: "kAXDateFieldRole", "Date field (AX only, no AppKit constant)", ["date field"]),
    axRole("dockItem", constant: "kAXDockItemRole", "Item in the Dock (AX only)", ["dock item"]),
  ]

  /// `NSAccessibility.Subrole` values.
  static let macSubroles: [AccessibilityRole] = [
    subrole("closeButton", "Close button of a window", ["close button", "red traffic light"]),
    subrole(
      "collectionList",
      swiftName: "collectionListSubrole",
      "List shown as a collection view",
      ["grid collection"]
    ),
    subrole(
      "contentList",
      "Content laid out as a list without being a list control",
      ["content list", "bulleted list"]
    ),
    subrole("decrementArrow", "Scroll bar arrow that scrolls back", ["scroll down arrow"]),
    subrole("decrementPage", "Scroll track area that pages back", ["page up area"]),
    subrole("definitionList", "Definition list in web content", ["definition list"]),
    subrole("descriptionList", "Description list", ["description list", "dl"]),
    subrole("dialog", "Dialog window", ["alert window"], counterpart: "isModal"),
    subrole("floatingWindow", "Floating panel", ["panel", "floating window", "palette"]),
    subrole("fullScreenButton", "Full-screen button of a window", ["full screen button", "green traffic light"]),
    subrole("incrementArrow", "Scroll bar arrow that scrolls forward", ["scroll up arrow"]),
    subrole("incrementPage", "Scroll track area that pages forward", ["page down area"]),
    subrole("minimizeButton", "Minimize button of a window", ["minimize button", "yellow traffic light"]),
    subrole("outlineRow", "Row of an outline", ["outline row", "tree row", "sidebar row"]),
    subrole("ratingIndicator", "Rating shown as stars", ["rating", "stars"]),
    subrole(
      "searchField",
      "Search field (a text field role)",
      ["search field", "search box"],
      counterpart: "searchField"
    ),
    subrole("sectionList", swiftName: "sectionListSubrole", "Section of a collection list"),
    subrole("secureTextField", "Password field", ["password field", "secure field"]),
    subrole("sortButton", "Sort button in a column header", ["sort button", "column header button"]),
    subrole("standardWindow", "Ordinary document or app window", ["document window"]),
    subrole("suggestion", swiftName: "suggestionSubrole", "Suggestion"),
    subrole("switch", "On/off switch (a check box role)", ["toggle switch"], counterpart: "toggleButton"),
    subrole("systemDialog", "Dialog from the system, above every app", ["system dialog"]),
    subrole("systemFloatingWindow", "Panel from the system", ["system panel"]),
    subrole("tabButton", swiftName: "tabButtonSubrole", "Tab button", ["tab"]),
    subrole("tableRow", "Row of a table"),
    subrole("textAttachment", "Attachment inside text, such as an image", ["inline image", "attachment"]),
    subrole("textLink", "Link inside text", ["text link", "inline link"]),
    subrole("timeline", "Timeline, such as a media scrubber", ["scrubber"]),
    subrole("toggle", "Toggle button (a check box role)", ["toggle button"], counterpart: "toggleButton"),
    subrole("toolbarButton", "Show/hide toolbar button of a window (legacy)", ["toolbar button"]),
    subrole("unknown", "Subrole that is unknown"),
    subrole("zoomButton", "Zoom button of a window", ["zoom button"]),
  ]

  // MARK: - Row builders

  private static func role(
    _ name: String,
    swiftName: String? = nil,
    _ meaning: String,
    _ aliases: [String] = [],
    counterpart: String? = nil,
    isAdjustable: Bool = false
  ) -> AccessibilityRole {
    AccessibilityRole(
      name: name,
      kind: .macRole,
      apiName: "NSAccessibility.Role.\(swiftName ?? name)",
      meaning: meaning,
      aliases: aliases + (swiftName.map { [$0.lowercased()] } ?? []),
      counterpart: counterpart,
      isAdjustable: isAdjustable
    )
  }

  private static func subrole(
    _ name: String,
    swiftName: String? = nil,
    _ meaning: String,
    _ aliases: [String] = [],
    counterpart: String? = nil
  ) -> AccessibilityRole {
    let member = swiftName ?? (name == "switch" ? "`switch`" : name)
    return AccessibilityRole(
      name: name,
      kind: .macSubrole,
      apiName: "NSAccessibility.Subrole.\(member)",
      meaning: meaning,
      aliases: aliases + (swiftName.map { [$0.lowercased()] } ?? []),
      counterpart: counterpart
    )
  }

  private static func axRole(
    _ name: String,
    constant: String,
    _ meaning: String,
    _ aliases: [String]
  ) -> AccessibilityRole {
    AccessibilityRole(name: name, kind: .macRole, apiName: constant, meaning: meaning, aliases: aliases)
  }
}
