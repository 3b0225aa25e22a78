import SwiftUI

struct OrdersTable: View {
  let orders: [Order]
  @Binding var selection: Set<Order.ID>

  var body: some View {
    Table(orders, selection: $selection) {
      TableColumn("Order", value: \.title)
      TableColumn("Date") { Text($0.date, style: .date) }
      TableColumn("Total") { Text($0.total, format: .currency(code: "USD")) }
    }
  }
}
