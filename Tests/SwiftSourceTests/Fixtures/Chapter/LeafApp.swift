// The chapter's app: the Order menu is composed from a view type in another file.
import SwiftUI

@main
struct LeafApp: App {
  var body: some Scene {
    WindowGroup { OrdersView() }
      .commands {
        CommandMenu("Order") {
          ReorderCommand()
        }
      }
  }
}
