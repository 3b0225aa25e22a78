import Foundation
import Testing

@testable import ContractModel

/// The chapter's OrderRow contract against the chapter's own Swift (clean) and against its
/// shipped screen written as Swift (the failing one).
@Suite("Drift: the chapter's contract and code")
struct ChapterDriftTests {
  /// The chapter's contract, as the README shows it.
  static let contract = """
    App: Leaf
    Platforms: iPhone, iPad, Mac

    OrderRow
    Meaning: one past order. Number, date, total, status. Primary action: Reorder.
    iPhone: row → details; Reorder button visible; Delete as swipe + custom action
    iPad: same + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
    Focus after dismiss: selected row
    Check: Mac: Order → Reorder works with the keyboard alone. iPad: hold Command, and Reorder ⌘R appears in the overlay.

    menu Order
      Reorder: ⌘R

    """

  /// The contract tied to the shipped screen's view.
  static let tiedToShipped = contract.replacingOccurrences(
    of: "Primary action: Reorder.\n",
    with: "Primary action: Reorder.\nCode: OrderHistoryView\n"
  )

  /// The shipped app's entry, as the chapter describes it: one window and no menu commands.
  static let shippedApp = (
    "Shipped/LeafApp.swift",
    """
    import SwiftUI

    @main
    struct LeafApp: App {
      var body: some Scene {
        WindowGroup { OrderHistoryView() }
      }
    }
    """
  )

  @Test("The chapter's contract against the chapter's code: no drift")
  func chapterIsClean() {
    let files = Drift.fixtureFiles("Chapter")
    #expect(files.count == 5)
    #expect(Drift.describe(Self.contract, swift: files) == [])
  }

  @Test("The chapter's code is read: the contract ties to OrderRow and its list, and the menu to the code's")
  func chapterIsTied() throws {
    let code = Drift.code(Drift.fixtureFiles("Chapter"))
    let document = ContractDocument(key: "Test.contract", text: Self.contract)
    let component = try #require(document.components.first?.value)
    let tie = try #require(CodeTie(component, code: code))
    #expect(tie.types == ["OrderRow"])
    #expect(tie.scope == ["OrderRow", "OrdersView"])
    #expect(code.hasMenu("order"))
    // A changed shortcut in the same code shows the tie is live.
    let changed = Self.contract.replacingOccurrences(of: "  Reorder: ⌘R", with: "  Reorder: ⇧⌘R")
    #expect(Drift.describe(changed, swift: Drift.fixtureFiles("Chapter")).count == 1)
  }

  @Test("The unchanged contract against the shipped code: no type is named OrderRow, so nothing is tied")
  func shippedWithoutTie() {
    #expect(Drift.describe(Self.contract, swift: Drift.fixtureFiles("Shipped") + [Self.shippedApp]) == [])
  }

  @Test("Tied to the shipped screen: Reorder is only a swipe, and the rows are a stack, not a table")
  func shippedDrifts() {
    let files = Drift.fixtureFiles("Shipped") + [Self.shippedApp]
    #expect(
      Drift.describe(Self.tiedToShipped, swift: files) == [
        "7:32 warning: 'Reorder' of 'OrderRow' drifts from its code (OrderHistoryView): the contract gives it "
          + "button (iPhone, iPad), context menu (iPad, Mac), menu bar (iPad, Mac) and ⌘R (iPad, Mac), which its code "
          + "does not offer. The code offers it only as a swipe. Offer the same ways in the code, or change the "
          + "contract.",
        "9:6 warning: 'OrderRow' is a table row on Mac in the contract, but its code (OrderHistoryView) presents it "
          + "in a stack (ScrollView > VStack) on macOS, and in no table: Mac VoiceOver reads a group with no row "
          + "count or column headers. Present the rows in a Table (or NSTableView), or change the contract.",
      ]
    )
    #expect(
      Drift.related(Self.tiedToShipped, swift: files) == [
        ["Shipped/OrderHistoryView.swift:20: 'Reorder' as swipe, in OrderHistoryView"],
        ["Shipped/OrderHistoryView.swift:11: a stack (ScrollView > VStack), in OrderHistoryView"],
      ]
    )
  }
}
