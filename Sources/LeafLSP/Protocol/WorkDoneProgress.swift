import JSONRPC

/// `window/workDoneProgress/create` params.
struct WorkDoneProgressCreateParams: Codable, Sendable {
  var token: String
}

/// The value of a `$/progress` notification about work done: begin, report or end.
enum WorkDoneProgress: Sendable, Hashable {
  case begin(title: String, message: String?, percentage: Int?)
  case report(message: String?, percentage: Int?)
  case end(message: String?)

  /// The value as JSON.
  var jsonValue: JSONValue {
    var object = JSONObject(minimumCapacity: 4)
    switch self {
    case .begin(let title, let message, let percentage):
      object["kind"] = "begin"
      object["title"] = .string(title)
      object["cancellable"] = false
      if let message { object["message"] = .string(message) }
      if let percentage { object["percentage"] = .integer(Int64(percentage)) }
    case .report(let message, let percentage):
      object["kind"] = "report"
      if let message { object["message"] = .string(message) }
      if let percentage { object["percentage"] = .integer(Int64(percentage)) }
    case .end(let message):
      object["kind"] = "end"
      if let message { object["message"] = .string(message) }
    }
    return .object(object)
  }
}

/// `$/progress` params.
struct ProgressParams: Sendable {
  var token: String
  var value: WorkDoneProgress

  /// The params as JSON.
  var jsonValue: JSONValue {
    ["token": .string(token), "value": value.jsonValue]
  }
}
