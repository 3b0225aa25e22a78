import ContractModel
import Testing

@Suite("Accessibility roles")
struct FactsAccessibilityRolesTests {
  @Test("Table sizes: 60 current and 3 AX-only Mac roles, 33 subroles, 20 UIKit and 17 SwiftUI traits")
  func sizes() {
    let all = AccessibilityRoles.all
    #expect(all.filter { $0.kind == .macRole }.count == 63)
    #expect(all.filter { $0.kind == .macSubrole }.count == 33)
    #expect(all.filter { $0.kind == .uiKitTrait }.count == 20)
    #expect(all.filter { $0.kind == .swiftUITrait }.count == 17)
  }

  @Test("Lookups by name, case-insensitively", arguments: ["slider", "Slider", "SLIDER", ".slider", " slider "])
  func byName(name: String) {
    let role = AccessibilityRoles.lookup(name)
    #expect(role?.name == "slider")
    #expect(role?.kind == .macRole)
    #expect(role?.isAdjustable == true)
    #expect(role?.counterpart == "adjustable")
    #expect(role?.apiName == "NSAccessibility.Role.slider")
  }

  @Test("Names the contract language uses")
  func contractNames() {
    #expect(AccessibilityRoles.lookup("checkBox")?.kind == .macRole)
    #expect(AccessibilityRoles.lookup("table")?.name == "table")
    #expect(AccessibilityRoles.lookup("row")?.kind == .macRole)
    #expect(AccessibilityRoles.lookup("button")?.kind == .macRole)
    #expect(AccessibilityRoles.lookup("adjustable")?.kind == .uiKitTrait)
    #expect(AccessibilityRoles.lookup("adjustable")?.counterpart == "slider")
    #expect(AccessibilityRoles.lookup("header")?.kind == .uiKitTrait)
    #expect(AccessibilityRoles.lookup("isHeader")?.kind == .swiftUITrait)
    #expect(AccessibilityRoles.lookup("isHeader")?.frameworkCounterpart == "header")
    #expect(AccessibilityRoles.lookup("link")?.counterpart == "link")
    #expect(AccessibilityRoles.lookup("switch")?.apiName == "NSAccessibility.Subrole.`switch`")
  }

  @Test("Lookups by alias")
  func byAlias() {
    #expect(AccessibilityRoles.lookup("stepper")?.name == "incrementor")
    #expect(AccessibilityRoles.lookup("stepper")?.isAdjustable == true)
    #expect(AccessibilityRoles.lookup("Check Box")?.name == "checkBox")
    #expect(AccessibilityRoles.lookup("tooltip")?.name == "helpTag")
    #expect(AccessibilityRoles.lookup("headingRole")?.name == "heading")
    #expect(AccessibilityRoles.lookup("toggle")?.name == "toggle")
    #expect(AccessibilityRoles.lookup("modal")?.name == "sheet")
    #expect(AccessibilityRoles.lookup("password field")?.name == "secureTextField")
    #expect(AccessibilityRoles.lookup("frobnicator") == nil)
  }

  @Test("lookupAll gives every entry of a shared name")
  func lookupAll() {
    let kinds = AccessibilityRoles.lookupAll("button").map(\.kind)
    #expect(kinds == [.macRole, .uiKitTrait, .swiftUITrait])
  }

  @Test("Only slider, incrementor and adjustable are adjustable")
  func adjustable() {
    let names = AccessibilityRoles.all.filter(\.isAdjustable).map(\.name)
    #expect(names == ["incrementor", "slider", "adjustable"])
  }

  @Test("Counterparts cross platforms")
  func counterparts() {
    #expect(AccessibilityRoles.lookup("button").flatMap(AccessibilityRoles.counterpart)?.kind == .uiKitTrait)
    #expect(AccessibilityRoles.lookup("adjustable").flatMap(AccessibilityRoles.counterpart)?.name == "slider")
    #expect(AccessibilityRoles.lookup("isHeader").flatMap(AccessibilityRoles.counterpart)?.name == "heading")
    #expect(AccessibilityRoles.lookup("selected").flatMap(AccessibilityRoles.counterpart) == nil)
  }

  @Test("Every counterpart names an entry")
  func counterpartsResolve() {
    for role in AccessibilityRoles.all {
      if let counterpart = role.counterpart {
        let target = AccessibilityRoles.counterpart(of: role)
        #expect(target?.name == counterpart, "\(role.name) → \(counterpart)")
        #expect(target?.kind.isMac == !role.kind.isMac, "\(role.name) → \(counterpart)")
      }
      if let other = role.frameworkCounterpart {
        #expect(AccessibilityRoles.lookupAll(other).contains { $0.kind.isIOSTrait && $0.kind != role.kind })
      }
    }
  }

  @Test("Completion offers each name once, sorted")
  func completion() {
    let names = AccessibilityRoles.completionNames
    #expect(Set(names).count == names.count)
    #expect(names.contains("slider") && names.contains("adjustable") && names.contains("isHeader"))
    #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
  }
}
