import SwiftUI

struct ReorderCommand: View {
  @FocusedValue(\.selectedOrder) private var order

  var body: some View {
    Button("Reorder") { order?.reorder() }
      .keyboardShortcut("r", modifiers: .command)
      .disabled(order == nil)
  }
}
