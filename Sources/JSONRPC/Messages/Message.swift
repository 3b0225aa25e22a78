/// A JSON-RPC 2.0 message.
public enum Message: Sendable, Hashable {
  /// A call that expects a response with the same id.
  case request(id: RequestID, method: String, params: JSONValue?)
  /// A call without a response.
  case notification(method: String, params: JSONValue?)
  /// A successful response.
  case response(id: RequestID, result: JSONValue)
  /// A failed response. The id is `nil` (written `null`) when the request's id was unknown,
  /// such as for a parse error.
  case errorResponse(id: RequestID?, error: ResponseError)

  /// The message as a JSON object, members in the order `jsonrpc`, `id`, `method`, `params`
  /// (or `result` / `error`). Absent params are left out.
  public var jsonValue: JSONValue {
    var object = JSONObject(minimumCapacity: 4)
    object["jsonrpc"] = "2.0"
    switch self {
    case .request(let id, let method, let params):
      object["id"] = id.jsonValue
      object["method"] = .string(method)
      if let params { object["params"] = params }
    case .notification(let method, let params):
      object["method"] = .string(method)
      if let params { object["params"] = params }
    case .response(let id, let result):
      object["id"] = id.jsonValue
      object["result"] = result
    case .errorResponse(let id, let error):
      object["id"] = id?.jsonValue ?? .null
      object["error"] = error.jsonValue
    }
    return .object(object)
  }

  /// The compact JSON text of the message (a frame body).
  public func encoded() -> [UInt8] {
    JSONWriter.encode(jsonValue)
  }

  /// The message framed for the wire: `Content-Length` header and body.
  public func framed() -> [UInt8] {
    MessageFraming.frame(encoded())
  }

  /// The id of a request or response, if any.
  public var id: RequestID? {
    switch self {
    case .request(let id, _, _), .response(let id, _): return id
    case .errorResponse(let id, _): return id
    case .notification: return nil
    }
  }

  /// The method of a request or notification, if any.
  public var method: String? {
    switch self {
    case .request(_, let method, _), .notification(let method, _): return method
    case .response, .errorResponse: return nil
    }
  }
}
