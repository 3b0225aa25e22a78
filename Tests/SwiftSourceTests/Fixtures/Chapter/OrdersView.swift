import SwiftUI

struct OrdersView: View {
  @State private var orders: [Order] = []
  @State private var selection: Order.ID?
  @State private var detailsOrder: Order?
  @FocusState private var focusedOrder: Order.ID?

  var body: some View {
    List(orders, selection: $selection) { order in
      OrderRow(order)
        .focused($focusedOrder, equals: order.id)
        .contextMenu {
          Button("Reorder") { order.reorder() }
        }
    }
    .sheet(item: $detailsOrder, onDismiss: { focusedOrder = selection }) { order in
      OrderDetails(order: order)
    }
    .focusedSceneValue(\.selectedOrder, selection)
  }
}

struct OrderRow: View {
  let order: Order

  init(_ order: Order) {
    self.order = order
  }

  var body: some View {
    HStack {
      Text(order.title)
      Text(order.date, style: .date)
    }
    .accessibilityAction(named: "Reorder") { order.reorder() }
  }
}
