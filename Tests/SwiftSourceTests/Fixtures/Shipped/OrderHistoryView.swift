// The shipped screen, moved from iPhone to iPad and Mac as it was: every failure of the chapter.
import SwiftUI

struct OrderHistoryView: View {
  @State private var orders: [Order] = []
  @State private var detailsOrder: Order?

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(orders) { order in
          HStack {
            Text(order.number)
            Text(order.title)
            Text(order.total, format: .currency(code: "USD"))
          }
          .help("Delivered \(order.deliveryDate.formatted(date: .abbreviated, time: .omitted))")
          .onTapGesture { detailsOrder = order }
          .swipeActions {
            Button("Reorder") { order.reorder() }
          }
        }
      }
    }
    .sheet(item: $detailsOrder) { order in
      OrderDetails(order: order)
    }
  }
}
